import Foundation
import MapCompatCore

extension Spec {
    /// One thing on the map from the start: an overlay, a basemap symbol, an annotation or an indoor map.
    public struct SceneItem: Hashable, Sendable {
        /// The item's unique id, used by events and expectations.
        public var id: String
        /// Z-index among items with the same global z.
        public var z: Int
        /// Global z-index: basemap symbols sit between the items with a negative global z and the rest.
        public var globalZ: Int
        /// Whether the item is shown.
        public var visible: Bool
        /// What the item's tap handler answers, or `nil` when it has none.
        public var tap: TapHandling?
        /// What the item is, with its kind's fields.
        public var content: Content

        /// Creates a scene item.
        public init(
            id: String, content: Content, z: Int = 0, globalZ: Int = 0, visible: Bool = true, tap: TapHandling? = nil
        ) {
            self.id = id
            self.content = content
            self.z = z
            self.globalZ = globalZ
            self.visible = visible
            self.tap = tap
        }

        /// The item's kind as spec files name it (`marker`, `symbol`, …).
        public var kind: String { content.kind }

        /// Every kind of scene item, as spec files name them.
        public static let kinds: [String] = [
            "marker", "symbol", "polyline", "polygon", "circle", "annotation", "indoor",
        ]

        /// The kinds of scene item and their fields.
        public enum Content: Hashable, Sendable {
            /// A marker: an image pinned to a position.
            case marker(Marker)
            /// A basemap label.
            case symbol(Symbol)
            /// A line through positions.
            case polyline(Polyline)
            /// A filled area, possibly with holes.
            case polygon(Polygon)
            /// A circle of a radius in metres.
            case circle(Circle)
            /// An annotation with a callout and drag support.
            case annotation(Annotation)
            /// An indoor map with levels.
            case indoor(Indoor)

            /// The kind's name as spec files write it.
            public var kind: String {
                switch self {
                case .marker: "marker"
                case .symbol: "symbol"
                case .polyline: "polyline"
                case .polygon: "polygon"
                case .circle: "circle"
                case .annotation: "annotation"
                case .indoor: "indoor"
                }
            }
        }

        /// A marker's fields.
        public struct Marker: Hashable, Sendable {
            /// Where the marker is pinned.
            public var position: LatLng
            /// Image size in points (default 24 × 36).
            public var size: CGSize
            /// The image point placed on the position, in the unit square (default bottom centre).
            public var anchor: CGPoint

            /// Creates a marker.
            public init(
                position: LatLng, size: CGSize = CGSize(width: 24, height: 36), anchor: CGPoint = CGPoint(x: 0.5, y: 1)
            ) {
                self.position = position
                self.size = size
                self.anchor = anchor
            }
        }

        /// A basemap symbol's fields; the symbol is centred on its position.
        public struct Symbol: Hashable, Sendable {
            /// Where the label is.
            public var position: LatLng
            /// The label's text.
            public var caption: String
            /// The label's size in points (default 60 × 20).
            public var size: CGSize

            /// Creates a symbol.
            public init(position: LatLng, caption: String, size: CGSize = CGSize(width: 60, height: 20)) {
                self.position = position
                self.caption = caption
                self.size = size
            }
        }

        /// A polyline's fields.
        public struct Polyline: Hashable, Sendable {
            /// The line's vertices.
            public var points: [LatLng]
            /// Stroke width in points (default 4).
            public var width: Double

            /// Creates a polyline.
            public init(points: [LatLng], width: Double = 4) {
                self.points = points
                self.width = width
            }
        }

        /// A polygon's fields.
        public struct Polygon: Hashable, Sendable {
            /// The outer ring.
            public var points: [LatLng]
            /// Rings cut out of the area.
            public var holes: [[LatLng]]

            /// Creates a polygon.
            public init(points: [LatLng], holes: [[LatLng]] = []) {
                self.points = points
                self.holes = holes
            }
        }

        /// A circle's fields.
        public struct Circle: Hashable, Sendable {
            /// The centre.
            public var center: LatLng
            /// The radius in metres.
            public var radius: Double

            /// Creates a circle.
            public init(center: LatLng, radius: Double) {
                self.center = center
                self.radius = radius
            }
        }

        /// An annotation's fields.
        public struct Annotation: Hashable, Sendable {
            /// Where the annotation is.
            public var position: LatLng
            /// View size in points (default 24 × 36, as for markers).
            public var size: CGSize
            /// The view point placed on the position, in the unit square (default bottom centre).
            public var anchor: CGPoint
            /// The callout's title.
            public var title: String?
            /// The callout's subtitle.
            public var subtitle: String?
            /// Whether the annotation can be selected (default true).
            public var enabled: Bool
            /// Whether selecting it shows a callout (default false).
            public var callout: Bool
            /// The callout's offset from its default place, in points.
            public var calloutOffset: CGPoint
            /// The callout's accessory controls.
            public var accessories: [CalloutPart]
            /// Whether the annotation can be dragged (default false).
            public var draggable: Bool

            /// Creates an annotation.
            public init(
                position: LatLng, size: CGSize = CGSize(width: 24, height: 36), anchor: CGPoint = CGPoint(x: 0.5, y: 1),
                title: String? = nil, subtitle: String? = nil, enabled: Bool = true, callout: Bool = false,
                calloutOffset: CGPoint = .zero, accessories: [CalloutPart] = [], draggable: Bool = false
            ) {
                self.position = position
                self.size = size
                self.anchor = anchor
                self.title = title
                self.subtitle = subtitle
                self.enabled = enabled
                self.callout = callout
                self.calloutOffset = calloutOffset
                self.accessories = accessories
                self.draggable = draggable
            }
        }

        /// An indoor map's fields.
        public struct Indoor: Hashable, Sendable {
            /// The area the building covers.
            public var bounds: LatLngBounds
            /// Level names, in the picker's order.
            public var levels: [String]
            /// The level shown first (default the first level).
            public var level: String
            /// The zoom from which the indoor map is shown, if limited.
            public var minZoom: Double?

            /// Creates an indoor map.
            public init(bounds: LatLngBounds, levels: [String], level: String, minZoom: Double? = nil) {
                self.bounds = bounds
                self.levels = levels
                self.level = level
                self.minZoom = minZoom
            }
        }
    }
}
