import Foundation

/// The basemap a map view draws (Google's `GMSMapViewType`); headless nothing is drawn and the value is kept.
public enum GMSMapViewType: UInt, Sendable {
    /// Roads and labels (the default).
    case normal = 1
    /// Satellite imagery without labels.
    case satellite
    /// Terrain.
    case terrain
    /// Satellite imagery with labels.
    case hybrid
    /// No basemap.
    case none
}

/// How often the map redraws (Google's `GMSFrameRate`); headless nothing is drawn and the value is kept.
public enum GMSFrameRate: UInt, Sendable {
    /// The lowest rate, to save battery.
    case powerSave
    /// A middle rate.
    case conservative
    /// The device's highest rate (the default).
    case maximum
}

/// How the safe area adds to ``GMSMapView/padding`` (Google's `GMSMapViewPaddingAdjustmentBehavior`); headless
/// there is no safe area and the value is kept.
public enum GMSMapViewPaddingAdjustmentBehavior: UInt, Sendable {
    /// The safe area is always added (the default).
    case always
    /// The larger of padding and safe area, per edge.
    case automatic
    /// The safe area is never added.
    case never
}

/// The identifier of a map style made in the Cloud Console (Google's `GMSMapID`); kept, not loaded.
open class GMSMapID: NSObject {
    /// The identifier.
    public let identifier: String

    /// A map ID from its identifier.
    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// What a map view starts with (Google's `GMSMapViewOptions`, SDK 8.3 and later): frame, camera, map ID and
/// background colour.
///
/// ```swift
/// let options = GMSMapViewOptions()
/// options.camera = GMSCameraPosition(latitude: -33.86, longitude: 151.20, zoom: 12)
/// options.frame = view.bounds
/// let mapView = GMSMapView(options: options)
/// ```
open class GMSMapViewOptions: NSObject {
    /// The view's frame; `.zero` by default.
    open var frame: CGRect = .zero
    /// Where the camera starts; `nil` for the default.
    open var camera: GMSCameraPosition?
    /// A Cloud-based map style (kept).
    open var mapID: GMSMapID?
    /// The colour shown while tiles load (kept).
    open var backgroundColor: UIColor?

    /// Options with every default.
    public override init() {
        super.init()
    }
}

/// A JSON map style (Google's `GMSMapStyle`); headless nothing is drawn, but the JSON is checked as Google's
/// is, so a style that does not parse throws.
open class GMSMapStyle: NSObject {
    /// The style's JSON text.
    public let jsonString: String

    /// A style from JSON text.
    ///
    /// - Throws: Foundation's JSON error when the text is not a JSON array or object.
    public init(jsonString style: String) throws {
        _ = try JSONSerialization.jsonObject(with: Data(style.utf8))
        jsonString = style
        super.init()
    }

    /// A style from a JSON file (an app's bundled `style.json`).
    ///
    /// - Throws: the error reading the file, or Foundation's JSON error.
    public convenience init(contentsOfFileURL fileURL: URL) throws {
        try self.init(jsonString: String(contentsOf: fileURL, encoding: .utf8))
    }
}
