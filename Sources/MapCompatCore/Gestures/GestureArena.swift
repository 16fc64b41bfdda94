/// Input and arbitration: the fingers down, the recognizers (the app's first, then the built-in ones) and
/// UIKit's rules for which of them may recognize: require-to-fail, should-begin, simultaneous recognition
/// and the profile's exclusions, switched by ``GestureSettings``.
///
/// The arena decides recognizer states only; what a built-in gesture does is the map's (the
/// ``BuiltInGestureHandler`` passed to ``dispatch(_:to:)`` and ``fireRecognizers(at:to:)`` is told of every
/// state change of a built-in recognizer, before that recognizer's action runs). Once the handler has taken
/// in a began or changed state, the arena rebaselines the recognizer, so that its next change counts from
/// there; and while the built-in pinch runs, the built-in rotation's smaller threshold applies.
final class GestureArena {
    /// The built-in gesture switches (the map keeps the drift settings apart, with ``GestureCamera``); the
    /// masks below follow them.
    @exclusivity(unchecked) var settings: GestureSettings {
        didSet { apply(settings) }
    }
    /// The fingers down on the map (touches held by controls are not among them).
    @exclusivity(unchecked) var tracker = TouchTracker()
    /// The map's own recognizers.
    let builtIn = BuiltInGestures()
    /// The app recognizers, in the order they were added; asked before the built-in ones.
    @exclusivity(unchecked) private(set) var appRecognizers: [GestureRecognizer] = []
    /// The profile's recognizer thresholds.
    let tuning: RecognizerTuning
    /// The built-in kinds that may recognize together (the profile's).
    let simultaneousMask: GestureKindMask
    /// ``settings``' centred kinds, kept as bits so that per-frame reads are cheap.
    @exclusivity(unchecked) private(set) var centeredMask = GestureKindMask()
    /// ``settings``' pan axis.
    @exclusivity(unchecked) private(set) var panAxis = PanAxis.free
    /// `exclusionMasks[kind]`: the kinds that block `kind`, from ``settings``.
    @exclusivity(unchecked) private var exclusionMasks: [GestureKind: GestureKindMask] = [:]
    /// The built-in kinds whose recognizers are still in play: not ended, cancelled or failed. The per-frame
    /// walks pass the others over, as nothing they do touches a finished recognizer until it starts over once
    /// the fingers lift. Kept by ``transition(_:to:_:)`` and ``resetFinishedRecognizers()``, the only places
    /// that change a recognizer's state.
    @exclusivity(unchecked) private(set) var kindsInPlay = GestureKindMask.every

    /// An arena with the profile's thresholds and simultaneous gestures, switched by `settings`.
    init(profile: InteractionProfile, settings: GestureSettings) {
        self.settings = settings
        tuning = profile.recognizerThresholds
        simultaneousMask = GestureKindMask(profile.simultaneousGestures)
        apply(settings)
    }

    /// Switches the built-in recognizers and rebuilds the masks read on every frame.
    private func apply(_ settings: GestureSettings) {
        builtIn.apply(settings)
        exclusionMasks = settings.effectiveExclusions.mapValues { GestureKindMask($0) }
        centeredMask = GestureKindMask(settings.centeredKinds)
        panAxis = settings.panAxis
    }

    /// The recognizers in the order they are asked: the app's, then the built-in ones.
    var recognizers: [GestureRecognizer] { appRecognizers + builtIn.all }

    /// Adds an app recognizer after the app's others; adding one twice does nothing.
    func add(_ recognizer: GestureRecognizer) {
        guard recognizer.kind == nil, !appRecognizers.contains(where: { $0 === recognizer }) else { return }
        appRecognizers.append(recognizer)
    }

    /// Removes an app recognizer; built-in ones stay.
    func remove(_ recognizer: GestureRecognizer) {
        appRecognizers.removeAll { $0 === recognizer }
    }

    /// Calls `body` with every app recognizer and every built-in one still in play (``kindsInPlay``), in
    /// the order they are asked (``recognizers``).
    ///
    /// This is how the per-frame paths walk the recognizers: the built-in ones are read from `let`
    /// fields, which the compiler borrows rather than retains and whose final classes it calls directly.
    @inline(__always)
    func forEachRecognizerInPlay(_ body: (GestureRecognizer) -> Void) {
        _ = anyRecognizerInPlay { recognizer in
            body(recognizer)
            return false
        }
    }

    /// Whether `predicate` holds for an app recognizer or a built-in one still in play, asked in order
    /// (see ``forEachRecognizerInPlay(_:)``).
    @inline(__always)
    func anyRecognizerInPlay(_ predicate: (GestureRecognizer) -> Bool) -> Bool {
        if !appRecognizers.isEmpty {
            for recognizer in appRecognizers where predicate(recognizer) { return true }
        }
        return builtIn.contains(among: { kindsInPlay }, where: predicate)
    }

    /// Cancels every built-in recognizer that is under way but switched off now: as in UIKit, a recognizer
    /// disabled while it recognizes goes to cancelled (Apple's `UIGestureRecognizer.isEnabled`). Returns
    /// whether one was.
    func cancelSwitchedOff(to handler: some BuiltInGestureHandler) -> Bool {
        var cancelled = false
        builtIn.forEach { recognizer in
            guard !recognizer.isEnabled, recognizer.state.isActive else { return }
            recognizer.pendingWish = nil
            transition(recognizer, to: .cancelled, handler)
            cancelled = true
        }
        return cancelled
    }

    /// Whether a camera gesture other than `recognizer` is under way.
    func isOtherCameraGestureActive(than recognizer: GestureRecognizer) -> Bool {
        builtIn.cameraGestures.contains { $0 !== recognizer && $0.state.isActive }
    }

    /// Whether a recognizer waits for a wish to be carried out or for its timer.
    var recognizersArePending: Bool {
        anyRecognizerInPlay {
            $0.isEnabled && ($0.pendingWish != nil || ($0.state == .possible && $0.deadline != nil))
        }
    }

    /// The earliest time a recognizer's timer falls due (inlined: read at least once every frame).
    @inline(__always)
    var nextRecognizerDeadline: Double? {
        var earliest: Double?
        forEachRecognizerInPlay { recognizer in
            guard recognizer.isEnabled, !recognizer.state.isTerminal else { return }
            if let deadline = recognizer.deadline, deadline < (earliest ?? .infinity) { earliest = deadline }
        }
        return earliest
    }

    /// Lets every recognizer whose timer fell due at `time` react, then settles what follows.
    func fireRecognizers(at time: Double, to handler: some BuiltInGestureHandler) {
        var pending = PendingWishes()
        forEachRecognizerInPlay { recognizer in
            if recognizer.isEnabled, !recognizer.state.isTerminal, let deadline = recognizer.deadline, deadline <= time
            {
                offer(recognizer.fire(at: time, tuning: tuning), to: recognizer)
            }
            pending.note(recognizer)
        }
        resolveRecognizers(pending, handler)
        resetFinishedRecognizers()
    }

    /// Applies a frame to the fingers and shows it to every recognizer, then settles what follows.
    func dispatch(_ frame: TouchFrame, to handler: some BuiltInGestureHandler) {
        tracker.apply(frame)
        // Read once: passed from the field, the thresholds would be copied for every recognizer.
        let tuning = self.tuning
        // The recognizers see the fingers borrowed in place; none of them reaches the tracker.
        let pending = tracker.withFingers { fingers in
            let fingersDown = !fingers.isEmpty
            // Most frames: the two-finger recognizers still waiting for a second finger have nothing to do.
            let oneFingerFrame = fingers.count == 1 && !frame.touches.contains { $0.phase == .cancelled }
            var pending = PendingWishes()
            forEachRecognizerInPlay { recognizer in
                if takesTouches(recognizer, fingersDown: fingersDown),
                    !(oneFingerFrame && recognizer.waitsOutOneFinger)
                {
                    offer(recognizer.handle(frame, fingers: fingers, tuning: tuning), to: recognizer)
                }
                pending.note(recognizer)
            }
            return pending
        }
        resolveRecognizers(pending, handler)
        if tracker.fingers.isEmpty { resetFinishedRecognizers() }
    }

    /// Whether a recognizer follows the current touches; keeps ``GestureRecognizer/sitsOutTouches``: touches
    /// that went down while a recognizer was off are not its own when it comes back on.
    ///
    /// A finished recognizer takes no touches; the walks may pass it over, as the mark left here on one does
    /// not count until it starts over, and then the fingers are up and the mark is off.
    @inline(__always)
    private func takesTouches(_ recognizer: GestureRecognizer, fingersDown: Bool) -> Bool {
        guard recognizer.isEnabled else {
            recognizer.sitsOutTouches = fingersDown
            return false
        }
        if recognizer.sitsOutTouches {
            if !fingersDown { recognizer.sitsOutTouches = false }
            return false
        }
        return !recognizer.state.isTerminal
    }

    private func offer(_ wish: RecognizerWish?, to recognizer: GestureRecognizer) {
        guard let wish else { return }
        if recognizer.pendingWish == .begin && wish == .change { return }
        recognizer.pendingWish = wish
    }

    /// Carries out pending wishes until nothing changes: UIKit's arbitration. `pending` is what the walk
    /// that offered the wishes saw, so the first round need not look again.
    private func resolveRecognizers(_ pending: PendingWishes, _ handler: some BuiltInGestureHandler) {
        // Failures and endings first, so that a recognizer whose requirement fails in the same frame in
        // which a rival would begin gets its turn (a quick zoom over a pan after a tap).
        // Carrying out a wish never adds one, so a pass is needed only for the kinds pending at the start.
        if let kind = pending.soleOtherKind {
            // The pass over the others would carry out this wish alone, and then find none left.
            builtIn.forEach(among: { GestureKindMask(kind) }) { recognizer in
                if let wish = recognizer.pendingWish { _ = resolve(wish, of: recognizer, handler) }
            }
            return
        }
        var pending = pending
        while pending.others || pending.beginnings {
            var progressed = pending.others && resolvePass(beginnings: false, handler)
            progressed = (pending.beginnings && resolvePass(beginnings: true, handler)) || progressed
            guard progressed else { return }
            pending = PendingWishes()
            forEachRecognizerInPlay { pending.note($0) }
        }
    }

    /// Resolves the pending beginnings, or every other pending wish; returns whether a state changed.
    private func resolvePass(beginnings: Bool, _ handler: some BuiltInGestureHandler) -> Bool {
        var progressed = false
        forEachRecognizerInPlay { recognizer in
            guard let wish = recognizer.pendingWish, (wish == .begin) == beginnings else { return }
            if resolve(wish, of: recognizer, handler) { progressed = true }
        }
        return progressed
    }

    /// Returns whether the recognizer's state changed.
    private func resolve(
        _ wish: RecognizerWish, of recognizer: GestureRecognizer, _ handler: some BuiltInGestureHandler
    ) -> Bool {
        switch wish {
        case .fail:
            recognizer.pendingWish = nil
            transition(recognizer, to: .failed, handler)
            return true
        case .change:
            recognizer.pendingWish = nil
            guard recognizer.state.isActive else { return false }
            if isExcluded(recognizer) {
                recognizer.rebaseline()
                return false
            }
            transition(recognizer, to: .changed, handler)
            return false
        case .end, .cancel:
            recognizer.pendingWish = nil
            transition(
                recognizer, to: recognizer.state.isActive ? (wish == .end ? .ended : .cancelled) : .failed, handler)
            return true
        case .begin:
            return resolveBegin(of: recognizer, handler)
        }
    }

    private func resolveBegin(of recognizer: GestureRecognizer, _ handler: some BuiltInGestureHandler) -> Bool {
        var waiting = false
        for requirement in recognizer.failureRequirements where requirement.isEnabled {
            switch requirement.state {
            case .failed: continue
            // A requirement that failed and was reset once the fingers lifted follows no touch: it can no longer
            // recognize these touches, so it counts as failed (UIKit resets it only after its dependents).
            case .possible: if requirement.isTracking || requirement.pendingWish != nil { waiting = true }
            case .began, .changed, .ended, .cancelled:
                recognizer.pendingWish = nil
                transition(recognizer, to: .failed, handler)
                return true
            }
        }
        if waiting { return false }
        if isExcluded(recognizer) {
            recognizer.pendingWish = nil
            if recognizer.isContinuous {
                recognizer.rebaseline()
                return false
            }
            transition(recognizer, to: .failed, handler)
            return true
        }
        let blocked =
            recognizer.shouldBegin?(recognizer) == false
            || anyRecognizerInPlay { other in
                other !== recognizer && other.state.isActive && !canRunTogether(recognizer, other)
            }
        recognizer.pendingWish = nil
        guard !blocked else {
            transition(recognizer, to: .failed, handler)
            return true
        }
        transition(recognizer, to: recognizer.isContinuous ? .began : .ended, handler)
        forEachRecognizerInPlay { other in
            guard other !== recognizer, other.state == .possible, other.isTracking else { return }
            if !canRunTogether(recognizer, other) && !other.failureRequirements.contains(where: { $0 === recognizer }) {
                other.pendingWish = nil
                transition(other, to: .failed, handler)
            }
        }
        return true
    }

    private func canRunTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if let kindA = a.kind, let kindB = b.kind {
            return simultaneousMask.contains(kindA) && simultaneousMask.contains(kindB)
        }
        return a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
    }

    /// Whether the exclusion table ignores a built-in gesture now.
    @inline(__always)
    private func isExcluded(_ recognizer: GestureRecognizer) -> Bool {
        guard let kind = recognizer.kind, let blockers = exclusionMasks[kind] else { return false }
        var inProgress = GestureKindMask()
        builtIn.forEach(among: { kindsInPlay }) { other in
            guard other !== recognizer, other.isEnabled, let otherKind = other.kind else { return }
            if other.state.isActive || (!other.isContinuous && other.state == .possible && other.isTracking) {
                inProgress.insert(otherKind)
            }
        }
        return blockers.intersects(inProgress)
    }

    private func transition(
        _ recognizer: GestureRecognizer, to state: GestureRecognizerState, _ handler: some BuiltInGestureHandler
    ) {
        recognizer.state = state
        if let kind = recognizer.kind {
            if state.isTerminal { kindsInPlay.remove(kind) } else { kindsInPlay.insert(kind) }
            if recognizer === builtIn.pinch { builtIn.rotate.isZooming = state.isActive }
            handler.builtInGestureChanged(recognizer)
            if state.isActive { recognizer.rebaseline() }
        }
        if state != .failed { recognizer.action?(recognizer) }
    }

    /// Once every finger has lifted, recognizers that finished start over.
    private func resetFinishedRecognizers() {
        guard tracker.fingers.isEmpty else { return }
        if !appRecognizers.isEmpty {
            for recognizer in appRecognizers { startOver(recognizer) }
        }
        builtIn.forEach(among: { kindsInPlay.complement }) { recognizer in
            startOver(recognizer)
            if let kind = recognizer.kind, !recognizer.state.isTerminal { kindsInPlay.insert(kind) }
        }
    }

    /// Starts a finished recognizer over, with the fingers up.
    private func startOver(_ recognizer: GestureRecognizer) {
        guard recognizer.state.isTerminal, recognizer.pendingWish == nil else { return }
        recognizer.state = .possible
        recognizer.resetTracking()
        // What the last frame, which lifted the fingers, left on every recognizer: the walks may have
        // passed this one over (see `takesTouches(_:fingersDown:)`).
        recognizer.sitsOutTouches = false
    }

    /// Whether the state kept for speed agrees with its source; see ``InteractiveMap/_checkInvariants()``.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if exclusionMasks != settings.effectiveExclusions.mapValues({ GestureKindMask($0) }) {
            violations.append("exclusionMasks differ from the settings' exclusions")
        }
        if centeredMask != GestureKindMask(settings.centeredKinds) {
            violations.append("centeredMask differs from the settings' centred kinds")
        }
        if panAxis != settings.panAxis { violations.append("panAxis differs from the settings' pan axis") }
        var inPlay = GestureKindMask()
        for recognizer in builtIn.all {
            guard let kind = recognizer.kind else {
                violations.append("a built-in recognizer has no kind")
                continue
            }
            if recognizer.isEnabled != settings.isEnabled(kind) {
                violations.append("the \(kind) recognizer's switch differs from the settings")
            }
            if !recognizer.state.isTerminal { inPlay.insert(kind) }
        }
        if kindsInPlay != inPlay { violations.append("kindsInPlay differs from the built-in recognizers' states") }
        for recognizer in recognizers where recognizer.state.isTerminal && recognizer.pendingWish != nil {
            violations.append("a finished \(recognizer.kind?.rawValue ?? "app") recognizer holds a wish")
        }
        if appRecognizers.contains(where: { $0.kind != nil }) {
            violations.append("a built-in recognizer is among the app's")
        }
        return violations
    }
}

/// What a built-in gesture does once its recognizer changes state: the map's part, told by the arena.
protocol BuiltInGestureHandler: AnyObject {
    /// A built-in recognizer's state changed.
    func builtInGestureChanged(_ recognizer: GestureRecognizer)
}

extension GestureRecognizerState {
    /// Whether the recognizer is done with the current touches.
    @inline(__always)
    var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed: true
        case .possible, .began, .changed: false
        }
    }
}
