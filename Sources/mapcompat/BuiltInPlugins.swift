import MapCompatConformance

/// The adapter plugins `mapcompat` runs, in report column order.
///
/// Empty for now: the `core` plugin (in `Sources/MapCompatConformance/CorePlugin/`) joins once the gesture
/// engine exists, and each adapter module's plugin after it.
func builtInPlugins() -> [any AdapterPlugin] {
    []
}
