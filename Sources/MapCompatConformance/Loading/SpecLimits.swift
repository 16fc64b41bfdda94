/// The largest spec the loader accepts. Specs are written by people and read by CI, so anything beyond these
/// is a mistake or an attack; each limit breached is an error naming the JSON path, never a hang or a crash.
public enum SpecLimits: Sendable {
    /// Bytes in one file (1 MiB).
    public static let fileBytes = 1 << 20
    /// Nesting of arrays and objects.
    public static let nestingDepth = 512
    /// Steps in a script.
    public static let steps = 10_000
    /// Items in a scene.
    public static let sceneItems = 10_000
    /// Raw frames in one `touches` step.
    public static let touchFrames = 100_000
    /// Seconds of virtual time the steps may span (one hour), before the 30 s of settling.
    public static let scriptSeconds = 3_600.0
}
