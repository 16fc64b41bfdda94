import MapCompatCore

extension InteractiveMap {
    /// Applies a spec's (partial) map settings straight to the core: what the core plugin does instead of
    /// calling a vendor API.
    func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            setViewport(
                try Viewport(
                    width: viewport.width ?? self.viewport.width, height: viewport.height ?? self.viewport.height,
                    insets: viewport.insets ?? self.viewport.insets))
        }
        if let limits = settings.limits {
            setLimits(
                try CameraLimits(
                    minZoom: limits.minZoom ?? self.limits.minZoom, maxZoom: limits.maxZoom ?? self.limits.maxZoom,
                    maxTilt: limits.maxTilt ?? self.limits.maxTilt, bounds: self.limits.bounds))
        }
        if let camera = settings.camera {
            try moveCamera(to: camera.applied(to: self.camera))
        }
        var gestures = gestureSettings
        if let switches = settings.gestures {
            gestures.isScrollEnabled = switches.scroll ?? gestures.isScrollEnabled
            gestures.isZoomEnabled = switches.zoom ?? gestures.isZoomEnabled
            gestures.isRotateEnabled = switches.rotate ?? gestures.isRotateEnabled
            gestures.isTiltEnabled = switches.tilt ?? gestures.isTiltEnabled
            gestures.isStopEnabled = switches.stop ?? gestures.isStopEnabled
        }
        if let disabled = settings.disabledGestures { gestures.disabled = Set(disabled) }
        for (kind, blockers) in settings.exclusions ?? [:] {
            gestures.setExclusions(for: kind, blockedBy: Set(blockers))
        }
        if let deceleration = settings.deceleration {
            gestures.deceleration = DecelerationRate(rawValue: deceleration.rawValue) ?? gestures.deceleration
        }
        gestureSettings = gestures
        try applyControlSettings(settings)
    }
}
