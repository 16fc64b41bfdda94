/// How a described style receives one of the events the porter moves between styles (a map tap, a camera change,
/// the map being ready): the code the app writes and the statement that makes it called.
///
/// A style lists its receivers in ``PortingStyle/callbacks`` by event id. The first is written when porting to the
/// style; every receiver that ``isRecognized`` is found in the style's source, so that its body moves to the
/// target's receiver. Parameters are named by what they stand for (`map`, `coordinate`, `point`, `annotation`,
/// `animated`, `reason`, `byUser`, `error`, `userLocation`): `mapView(_ map: MKMapView, regionDidChangeAnimated
/// animated: Bool)`.
public struct CallbackSpelling: Hashable, Sendable {
    /// The shape of the receiving code.
    public enum Shape: Hashable, Sendable {
        /// A delegate method, by its signature without `func` and without a return type.
        case method(String)
        /// A gesture recognizer of `kind` (`UITapGestureRecognizer`) added to the map view, whose action calls the
        /// type's method `handler`; `began` when the action acts on the recognizer's `.began` state (a long press).
        case recognizer(kind: String, handler: String, began: Bool)
        /// No callback: the map is ready as soon as it is made, so the body runs where the map's delegate is set.
        case inline
    }

    /// The code the app writes.
    public var shape: Shape
    /// The protocol the receiving type conforms to (`MKMapViewDelegate`), if any.
    public var conformance: String?
    /// The statement that makes the receiver called, with `$map` for the map view (`$map.delegate = self`); empty
    /// for a recognizer.
    public var setUp: String
    /// Whether a receiver of this shape in the style's source is this event; `false` for one that is only written
    /// (the style's method of that shape reads as another event in source).
    public var isRecognized: Bool
    /// Set when the style calls the receiver at a slightly different moment than the source's (a review note).
    public var review: String?

    /// A receiver.
    public init(
        _ shape: Shape, conformance: String? = nil, setUp: String = "", isRecognized: Bool = true,
        review: String? = nil
    ) {
        self.shape = shape
        self.conformance = conformance
        self.setUp = setUp
        self.isRecognized = isRecognized
        self.review = review
    }

    /// A delegate method of `conformance`, called once the map view's `delegate` is set.
    public static func delegateMethod(
        _ signature: String, of conformance: String, isRecognized: Bool = true, review: String? = nil
    ) -> CallbackSpelling {
        CallbackSpelling(
            .method(signature), conformance: conformance, setUp: "$map.delegate = self", isRecognized: isRecognized,
            review: review)
    }
}
