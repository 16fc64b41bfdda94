import Foundation

@testable import MapCompatCore

extension Harness {
    /// A harness whose map shows the given controls.
    init(
        profile: InteractionProfile = .neutral, camera: Camera? = nil, controls: MapControlSettings,
        settings: ((inout GestureSettings) -> Void)? = nil
    ) throws {
        try self.init(profile: profile, camera: camera, settings: settings)
        try map.setControlSettings(controls)
    }

    /// A real tap at the centre of a control's frame, then time runs until the map is idle.
    func tap(_ control: MapControl, settle: Bool = true) throws {
        let frame = map.frame(of: control)
        try run(settle: settle) { try $0.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
    }

    func cameraReasons(_ kind: String) -> [CameraChangeReason] {
        log.events.compactMap { event in
            switch (kind, event) {
            case ("cameraWillChange", .cameraWillChange(let reason, _)): reason
            case ("cameraDidChange", .cameraDidChange(let reason)): reason
            default: nil
            }
        }
    }
}

/// Every control switched on.
let allControls = MapControlSettings(
    showsCompass: true, showsScaleBar: true, showsZoomButtons: true, showsIndoorLevelPicker: true,
    showsLocationButton: true)
