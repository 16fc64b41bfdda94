/// How one style receives an event: the shape the app writes and the line that makes it called.
struct CallbackReceiver: Sendable {
    /// The shape of the receiving code.
    enum Shape: Sendable {
        /// A delegate method (`func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint)`),
        /// written as a signature whose internal parameter names are roles.
        case method(String)
        /// A case of TomTom's `map(_:onInteraction:)` switch, with the roles of its associated values.
        case interaction(String, [CallbackRole])
        /// A case of TomTom's `map(_:onCameraEvent:)` switch.
        case cameraEvent(String)
        /// A gesture recognizer added to the map view whose action calls a method of the type: MapLibre's way
        /// to receive map taps (the recognizer requires the map's own recognizers of its kind to fail).
        case recognizer(kind: String, handler: String, began: Bool)
        /// No callback: the map is ready when it is made, so the body runs where the view's delegate was set.
        case inline
    }

    var shape: Shape
    /// The protocol the receiving type conforms to, if any.
    var conformance: String?
    /// The statement, on `$map`, that makes the receiver called (empty for a recognizer: see ``Shape``).
    var setUp: String
    /// Whether a callback of this shape in the source is this event. `false` for a receiver that is only
    /// written: the source's callback of that shape is another event (NAVER's `cameraDidChangeByReason` is
    /// `camera.didChange` in source, and also where route-me's `afterMapMove(_:byUser:)` goes).
    var isRecognized = true

    /// The set-up statement's part after the map (`.delegate = self`), when it is written on the map.
    var setUpSuffix: String? { setUp.hasPrefix("$map.") ? String(setUp.dropFirst("$map".count)) : nil }

    /// Whether the receiver passes the style's reason for a camera change.
    var passesReason: Bool {
        guard case .method(let signature) = shape else { return false }
        return CallbackEvent.parse(signature).parameters.contains { $0.role == CallbackRole.reason.rawValue }
    }

    /// The receiver, written when porting to its style but never recognized in source.
    var writtenOnly: CallbackReceiver {
        var receiver = self
        receiver.isRecognized = false
        return receiver
    }
}

extension CallbackReceiver {
    /// The receiver a style's description gives.
    init(_ spelling: CallbackSpelling) {
        switch spelling.shape {
        case .method(let signature): shape = .method(signature)
        case .recognizer(let kind, let handler, let began):
            shape = .recognizer(kind: kind, handler: handler, began: began)
        case .inline: shape = .inline
        }
        conformance = spelling.conformance
        setUp = spelling.setUp
        isRecognized = spelling.isRecognized
    }
}
