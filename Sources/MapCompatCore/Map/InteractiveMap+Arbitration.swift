extension InteractiveMap {
    /// The recognizers in the order they are asked: those the app added first, then the built-in ones.
    public var gestureRecognizers: [GestureRecognizer] { recognizers }

    /// Adds an app recognizer; it is asked before every built-in one, so it wins a tie.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !recognizers.contains(where: { $0 === recognizer }) else { return }
        appRecognizers.append(recognizer)
        recognizers.insert(recognizer, at: appRecognizers.count - 1)
    }

    /// Removes an app recognizer; built-in ones cannot be removed (disable them through
    /// ``gestureSettings``).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.kind == nil else { return }
        recognizers.removeAll { $0 === recognizer }
        appRecognizers.removeAll { $0 === recognizer }
    }

    /// Calls `body` with every recognizer in the order they are asked (``gestureRecognizers``).
    ///
    /// This is how the per-frame paths walk the recognizers: the built-in ones are read from `let`
    /// fields, which the compiler borrows rather than retains and whose final classes it calls directly.
    @inline(__always)
    func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
        if !appRecognizers.isEmpty {
            for recognizer in appRecognizers { body(recognizer) }
        }
        builtIn.forEach(body)
    }

    /// Whether `predicate` holds for some recognizer, asked in order (see ``forEachRecognizer(_:)``).
    @inline(__always)
    func anyRecognizer(_ predicate: (GestureRecognizer) -> Bool) -> Bool {
        if !appRecognizers.isEmpty {
            for recognizer in appRecognizers where predicate(recognizer) { return true }
        }
        return builtIn.contains(where: predicate)
    }

    var recognizersArePending: Bool {
        anyRecognizer {
            $0.isEnabled && ($0.pendingWish != nil || ($0.state == .possible && $0.deadline != nil))
        }
    }

    /// The earliest time a recognizer's timer falls due.
    var nextRecognizerDeadline: Double? {
        var earliest: Double?
        forEachRecognizer { recognizer in
            guard recognizer.isEnabled, !recognizer.state.isTerminal else { return }
            if let deadline = recognizer.deadline, deadline < (earliest ?? .infinity) { earliest = deadline }
        }
        return earliest
    }

    /// Lets every recognizer whose timer fell due at `time` react, then settles what follows.
    func fireRecognizers(at time: Double) {
        forEachRecognizer { recognizer in
            guard recognizer.isEnabled, !recognizer.state.isTerminal else { return }
            if let deadline = recognizer.deadline, deadline <= time {
                offer(recognizer.fire(at: time, profile: tuning), to: recognizer)
            }
        }
        resolveRecognizers()
        resetFinishedRecognizers()
    }

    /// Shows a frame (already applied to the tracker) to every recognizer, then settles what follows.
    func dispatch(_ frame: TouchFrame) {
        let fingers = tracker.fingers
        forEachRecognizer { recognizer in
            guard recognizer.isEnabled, !recognizer.state.isTerminal else { return }
            offer(recognizer.handle(frame, fingers: fingers, profile: tuning), to: recognizer)
        }
        resolveRecognizers()
        resetFinishedRecognizers()
    }

    private func offer(_ wish: RecognizerWish?, to recognizer: GestureRecognizer) {
        guard let wish else { return }
        if recognizer.pendingWish == .begin && wish == .change { return }
        recognizer.pendingWish = wish
    }

    /// Carries out pending wishes until nothing changes: UIKit's arbitration.
    private func resolveRecognizers() {
        // Failures and endings first, so that a recognizer whose requirement fails in the same frame in
        // which a rival would begin gets its turn (a quick zoom over a pan after a tap).
        // A pass over recognizers with no pending wish changes nothing, so most frames need none.
        var progressed = true
        while progressed, anyRecognizer({ $0.pendingWish != nil }) {
            progressed = resolvePass(beginnings: false)
            progressed = resolvePass(beginnings: true) || progressed
        }
    }

    /// Resolves the pending beginnings, or every other pending wish; returns whether a state changed.
    private func resolvePass(beginnings: Bool) -> Bool {
        var progressed = false
        forEachRecognizer { recognizer in
            guard let wish = recognizer.pendingWish, (wish == .begin) == beginnings else { return }
            if resolve(wish, of: recognizer) { progressed = true }
        }
        return progressed
    }

    /// Returns whether the recognizer's state changed.
    private func resolve(_ wish: RecognizerWish, of recognizer: GestureRecognizer) -> Bool {
        switch wish {
        case .fail:
            recognizer.pendingWish = nil
            transition(recognizer, to: .failed)
            return true
        case .change:
            recognizer.pendingWish = nil
            guard recognizer.state.isActive else { return false }
            if isExcluded(recognizer) {
                recognizer.rebaseline()
                return false
            }
            transition(recognizer, to: .changed)
            return false
        case .end, .cancel:
            recognizer.pendingWish = nil
            transition(recognizer, to: recognizer.state.isActive ? (wish == .end ? .ended : .cancelled) : .failed)
            return true
        case .begin:
            return resolveBegin(of: recognizer)
        }
    }

    private func resolveBegin(of recognizer: GestureRecognizer) -> Bool {
        var waiting = false
        for requirement in recognizer.failureRequirements where requirement.isEnabled {
            switch requirement.state {
            case .failed: continue
            case .possible: waiting = true
            case .began, .changed, .ended, .cancelled:
                recognizer.pendingWish = nil
                transition(recognizer, to: .failed)
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
            transition(recognizer, to: .failed)
            return true
        }
        let blocked =
            recognizer.shouldBegin?(recognizer) == false
            || anyRecognizer { other in
                other !== recognizer && other.state.isActive && !canRunTogether(recognizer, other)
            }
        recognizer.pendingWish = nil
        guard !blocked else {
            transition(recognizer, to: .failed)
            return true
        }
        transition(recognizer, to: recognizer.isContinuous ? .began : .ended)
        forEachRecognizer { other in
            guard other !== recognizer, other.state == .possible, other.isTracking else { return }
            if !canRunTogether(recognizer, other) && !other.failureRequirements.contains(where: { $0 === recognizer }) {
                other.pendingWish = nil
                transition(other, to: .failed)
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
    private func isExcluded(_ recognizer: GestureRecognizer) -> Bool {
        guard let kind = recognizer.kind, let blockers = exclusionMasks[kind] else { return false }
        var inProgress = GestureKindMask()
        builtIn.forEach { other in
            guard other !== recognizer, other.isEnabled, let otherKind = other.kind else { return }
            if other.state.isActive || (!other.isContinuous && other.state == .possible && other.isTracking) {
                inProgress.insert(otherKind)
            }
        }
        return blockers.intersects(inProgress)
    }

    private func transition(_ recognizer: GestureRecognizer, to state: GestureRecognizerState) {
        recognizer.state = state
        if recognizer.kind != nil { builtInGestureChanged(recognizer) }
        if state != .failed { recognizer.action?(recognizer) }
    }

    /// Once every finger has lifted, recognizers that finished start over.
    private func resetFinishedRecognizers() {
        guard tracker.fingers.isEmpty else { return }
        forEachRecognizer { recognizer in
            guard recognizer.state.isTerminal, recognizer.pendingWish == nil else { return }
            recognizer.state = .possible
            recognizer.resetTracking()
        }
    }
}

extension GestureRecognizerState {
    /// Whether the recognizer is done with the current touches.
    var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}
