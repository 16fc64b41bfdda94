/// Delegate methods an app implements are ported by the callback port (``CallbackEvent``), not by a concept's
/// spelling: their rows say where the target receives the event, or why it cannot.
extension PortingCoverage {
    /// The row of a delegate method `member` of `source` that a callback event receives: a rule naming the target's
    /// receiver, or the event's reason the target has none. `nil` for a member no event receives.
    static func callbackRow(_ member: APIMember, from source: PortingStyle, to target: PortingStyle) -> (
        status: Status, detail: String
    )? {
        guard member.use == .requirement, let event = event(receiving: member, in: source) else { return nil }
        if let receiver = event.receivers(in: target).first {
            return (.rule, description(of: receiver))
        }
        guard let gap = event.gap(in: target), !gap.isEmpty else { return nil }
        return (isUnexplained(gap) ? .unexplained : .none, gap)
    }

    /// The event whose receiver in `style` is the delegate method `member` (`MLNMapViewDelegate.mapViewRegionIsChanging(_:)`).
    static func event(receiving member: APIMember, in style: PortingStyle) -> CallbackEvent? {
        let owner = member.owner
        let selector = String(member.key.dropFirst(owner.isEmpty ? 0 : owner.count + 1))
        return CallbackEvent.all.first { event in
            event.receivers(in: style).contains { receiver in
                guard receiver.isRecognized, receiver.conformance == owner, case .method(let signature) = receiver.shape
                else { return false }
                return MethodGroup.selector(signature) == selector
            }
        }
    }

    /// How the coverage table names a receiver: the delegate method with its protocol, or the case of TomTom's switch.
    static func description(of receiver: CallbackReceiver) -> String {
        switch receiver.shape {
        case .method(let signature):
            return "func " + (receiver.conformance.map { $0 + "." } ?? "") + MethodGroup.selector(signature)
        case .interaction(let name, _):
            return "case .\(name) of map(_:onInteraction:)"
        case .cameraEvent(let name):
            return "case .\(name) of map(_:onCameraEvent:)"
        case .recognizer(let kind, _, _):
            return "a \(kind) added to the map view"
        case .inline:
            return "the body, run where the map view is made"
        }
    }
}
