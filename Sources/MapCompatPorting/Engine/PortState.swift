import Foundation

/// What a port carries from step to step: the text so far, the lines an earlier port wrote in the target style,
/// and what the steps found.
///
/// Steps that are still passes on the text (``TextPass``) read and write whole texts with line-numbered restored
/// lines; rules on the tree (``PortRule``) read a ``PortFile`` of the same text. The state is what both share.
struct PortState {
    /// The input, as given.
    let input: String
    /// The text so far.
    var text: String {
        didSet { textVersion &+= 1 }
    }
    /// Counts the assignments to ``text``: a parse made at the same count read the same text.
    private var textVersion = 0
    /// The 1-based lines of ``text`` restored from an earlier port: already in the target style.
    var restoredLines: Set<Int> = []
    /// The text once restored, before any reshaping (the type model reads the names it declares).
    var restoredText = ""
    /// Conformances each type needs for the callbacks moved to the target's receivers, by type name.
    var conformances: [String: [String]] = [:]
    /// The changes, by line of ``text`` once the member-level port wrote it.
    var changes: [PortChange] = []
    /// Whole-file changes (reshapings of the passes on the text), reported on line 1 after the others.
    var wholeFileChanges: [PortChange] = []
    /// What rules found, at offsets of ``text``, until a text pass runs or the port ends (``recordFindings(file:)``).
    var findings: [PortFinding] = []
    /// Edits rules returned that would have changed a comment or a string's text, or overlapped another: refused.
    var refusedEdits: [SourceEdit] = []
    /// The last file a rule read, kept for the next rule while the text and restored lines stay the same: a parse
    /// (and the names resolved in it) serves every rule until a step changes the text.
    var parsed: PortFile?
    /// The ``textVersion`` that ``parsed`` read.
    private var parsedVersion = -1

    /// The file of the text so far: the one the last rule read when nothing changed since, else a new parse.
    mutating func file() -> PortFile {
        if let parsed, parsed.restoredLines == restoredLines {
            // Unassigned since, or assigned the same text: byte for byte, since `==` on strings also equates
            // canonically equivalent texts, whose offsets differ.
            if parsedVersion == textVersion { return parsed }
            if Self.sameBytes(parsed.text, text) {
                parsedVersion = textVersion
                return parsed
            }
        }
        let file = PortFile(text, restoredLines: restoredLines)
        parsed = file
        parsedVersion = textVersion
        return file
    }

    /// Whether two texts hold the same bytes: one `memcmp` over contiguous storage (a port's texts are native
    /// strings), the byte-by-byte walk only where the storage is not contiguous.
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    init(input: String) {
        self.input = input
        text = input
    }

    /// Adds a whole-file change (a reshaping), reported on line 1.
    /// Makes the rules' findings changes at the lines their offsets fall on in the text so far: before a text
    /// pass moves lines, and once every step has run.
    mutating func recordFindings(file: String) {
        guard !findings.isEmpty else { return }
        let lines = LineStarts(text)
        for finding in findings {
            changes.append(
                PortChange(
                    file: file, line: lines.line(of: finding.offset), kind: finding.kind, concept: finding.concept,
                    message: finding.message))
        }
        findings = []
    }

    mutating func reshaped(_ kind: PortChange.Kind, _ concept: String, _ message: String, file: String) {
        wholeFileChanges.append(PortChange(file: file, line: 1, kind: kind, concept: concept, message: message))
    }
}
