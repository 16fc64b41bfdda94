import Foundation
import MapCompatCore

/// The part of a session every plugin does the same way: it feeds touch steps, control and callout taps and
/// waits to a `CoreBackedView`, lets it settle, and records the neutral events the plugin hears, each with
/// the view's clock.
///
/// A plugin keeps what is its vendor's: setting the map up, camera and `set` steps, location updates, and
/// turning vendor callbacks into neutral events, which it hands to ``record(_:)``.
///
/// ```swift
/// final class MySession: AdapterSession {
///     let driver: SessionDriver
///     var events: [ObservedEvent] { driver.events }
///
///     init(spec: Spec) throws {
///         let view = try MyMapView(profile: .neutral)      // a CoreBackedView
///         driver = SessionDriver(view: view)
///         view.onTap = { [unowned self] point, coordinate in
///             driver.record(.mapTap(point: point, coordinate: coordinate))
///         }
///     }
///
///     func perform(_ step: Step) throws {
///         if try driver.perform(step) { return }           // touches, taps on controls, waits
///         switch step {
///         case .camera(let move): /* through the vendor API */
///         default: throw NotExpressible(reason: "MyKit cannot perform \(step.kind) steps")
///         }
///     }
///
///     func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }
/// }
/// ```
///
/// Scene ids: `tapCallout` names an annotation by the spec's scene id, and the driver looks for the callout of
/// the core's annotation with that id. A vendor whose annotations carry no ids of the app's (the adapter names
/// them itself, such as `mln-1`) tells the driver which core annotation each scene item became, with
/// ``name(_:sceneID:)`` as the session adds it; ``sceneID(of:)`` turns the core's id back into the spec's for
/// the events the plugin records.
///
/// Recording starts with the first step (or with settling, for a spec without steps): events heard while the
/// plugin sets the map up are not recorded, and event times count from that moment, as the spec format
/// says.
///
/// The driver's methods throw `MapCompatError` by type. Wrapping such a call in a closure inside a function
/// that itself throws `MapCompatError` by type needs the closure's error type spelled out, because Swift
/// infers `any Error` for a closure: `try frames.forEach { (frame) throws(MapCompatError) in try
/// view.handle(frame) }` — or declare the wrapping function with a plain `throws`.
public final class SessionDriver {
    /// The view the steps go to.
    public let view: any CoreBackedView
    /// Every event recorded so far, with times in seconds since the first step began.
    public private(set) var events: [ObservedEvent] = []
    /// The view's time when recording started; `nil` before the first step.
    public private(set) var startTime: Double?

    /// The core's annotation for each scene item named through ``name(_:sceneID:)``, by scene id.
    public private(set) var annotationIDs: [String: AnnotationID] = [:]
    private var sceneIDs: [AnnotationID: String] = [:]

    /// Creates a driver for `view`; nothing is recorded until the first step.
    public init(view: any CoreBackedView) {
        self.view = view
    }

    /// The view's clock, in seconds since the first step began (0 before it).
    public var now: Double { view.now - (startTime ?? view.now) }

    /// Whether events are being recorded: from the first step on.
    public var isRecording: Bool { startTime != nil }

    /// Says that the scene item `sceneID` is the core's annotation `annotation`: for an adapter that names its
    /// annotations itself. Without it, a scene id names the core's annotation of the same id.
    public func name(_ annotation: AnnotationID, sceneID: String) {
        if let previous = annotationIDs[sceneID] { sceneIDs[previous] = nil }
        annotationIDs[sceneID] = annotation
        sceneIDs[annotation] = sceneID
    }

    /// The core's annotation for the scene item `sceneID`: the one given to ``name(_:sceneID:)``, else the
    /// annotation whose id is `sceneID`.
    public func annotationID(forSceneID sceneID: String) -> AnnotationID {
        annotationIDs[sceneID] ?? AnnotationID(sceneID)
    }

    /// The scene id of the core's annotation `annotation`, for the events a plugin records: the one given to
    /// ``name(_:sceneID:)``, else the annotation's own id.
    public func sceneID(of annotation: AnnotationID) -> String {
        sceneIDs[annotation] ?? annotation.rawValue
    }

    /// Records an event the plugin heard through its vendor API, at the current time; ignored before the
    /// first step.
    public func record(_ event: MapEvent) {
        guard isRecording else { return }
        events.append(ObservedEvent(time: now, event: event))
    }

    /// Performs `step` if it is one every plugin performs the same way, and returns whether it was: touch
    /// steps (`tap` … `touches`), `wait`, and the real taps of `tapControl`, `selectIndoorLevel` and
    /// `tapCallout`. Other steps (`camera`, `set`, `location`) return `false`, for the plugin to perform
    /// through its vendor API.
    ///
    /// `tapCallout` finds the callout of ``annotationID(forSceneID:)``.
    ///
    /// - Throws: `MapCompatError` when the touches cannot be fed, or naming `selectIndoorLevel`,
    ///   `tapCallout.id` or `tapCallout.part` when the picker row or the callout part is not shown.
    @discardableResult
    public func perform(_ step: Step) throws(MapCompatError) -> Bool {
        start()
        if let script = try step.touchScript(startingAt: view.now) {
            try feed(script)
            return true
        }
        switch step {
        case .wait(let seconds):
            try view.advance(by: seconds)
        case .tapControl(let control):
            try tap(at: Self.center(of: view.core.frame(of: control)))
        case .selectIndoorLevel(let level):
            guard view.core.visibility(of: .indoorLevelPicker) == .visible,
                let row = view.core.indoorLevelFrame(level)
            else {
                throw MapCompatError(
                    .conflict, field: "selectIndoorLevel",
                    "the indoor level picker is not shown or has no level \(level)")
            }
            try tap(at: Self.center(of: row))
        case .tapCallout(let id, let part):
            guard let callout = view.core.shownCallout, callout.annotationID == annotationID(forSceneID: id) else {
                throw MapCompatError(.conflict, field: "tapCallout.id", "annotation \(id) shows no callout")
            }
            guard let point = callout.center(of: part) else {
                throw MapCompatError(
                    .conflict, field: "tapCallout.part", "the callout of \(id) has no \(part.rawValue) part")
            }
            try tap(at: point)
        default:
            return false
        }
        return true
    }

    /// Feeds every frame of `script` to the view, then lets time pass to the script's end.
    ///
    /// - Throws: `MapCompatError` for a frame that cannot follow the ones before.
    public func feed(_ script: TouchScript) throws(MapCompatError) {
        start()
        for frame in script.frames { try view.handle(frame) }
        try view.advance(by: max(0, script.time - view.now))
    }

    /// A real one-finger tap at `point`, starting now.
    ///
    /// - Throws: `MapCompatError` when the touches cannot be fed.
    public func tap(at point: CGPoint) throws(MapCompatError) {
        var script = TouchScript(startTime: view.now)
        try script.tap(at: point)
        try feed(script)
    }

    /// Lets the view settle after the last step, by at most `maximum` seconds; returns whether it became
    /// idle.
    ///
    /// - Throws: `MapCompatError` naming `maximum` when it is negative or not finite.
    public func settle(maximum: Double) throws(MapCompatError) -> Bool {
        start()
        return try view.settle(maximum: maximum)
    }

    /// Starts recording, once.
    private func start() {
        if startTime == nil { startTime = view.now }
    }

    static func center(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }
}

@available(*, unavailable)
extension SessionDriver: Sendable {}
