extension Step {
    /// About how much virtual time the step takes, for the loader's time limit (calls count as instants).
    var nominalDuration: Double {
        switch self {
        case .tap, .twoFingerTap: 0.05
        case .doubleTap: 0.15
        case .longPress(_, let duration): duration
        case .pan(let pan): pan.duration
        case .pinch(let pinch): pinch.duration
        case .rotate(let rotate): rotate.duration
        case .tilt(let tilt): tilt.duration
        case .quickZoom(let zoom): zoom.duration + 0.1
        case .drag(let drag): drag.hold + drag.duration
        case .touches(let frames): frames.last?.time ?? 0
        case .wait(let seconds): seconds
        case .camera(let move): move.duration
        case .tapControl, .selectIndoorLevel, .tapCallout, .set, .location: 0
        }
    }
}
