/// Edits applied to a text: the new text, and how offsets in the old text moved, so that what a rule found (a
/// finding's place, a restored line) can be followed into the text the next rule reads.
struct AppliedEdits: Sendable {
    /// The text with every accepted edit applied.
    let text: String
    /// The edits applied, in order of their ranges.
    let accepted: [SourceEdit]
    /// The edits left out because they overlapped an earlier accepted edit or reached past the text.
    let rejected: [SourceEdit]

    /// Applies `edits` to `text`. Edits are taken in order of their ranges (insertions at one offset in the order
    /// given); an edit that overlaps one already taken, or whose range lies outside the text, is rejected.
    init(_ edits: [SourceEdit], to text: String) {
        let bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        var accepted: [SourceEdit] = []
        var rejected: [SourceEdit] = []
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        for edit in ordered {
            guard edit.range.lowerBound >= copied, edit.range.upperBound <= bytes.count else {
                rejected.append(edit)
                continue
            }
            output += bytes[copied..<edit.range.lowerBound]
            output += edit.replacement.utf8
            copied = edit.range.upperBound
            accepted.append(edit)
        }
        output += bytes[copied...]
        self.text = String(decoding: output, as: UTF8.self)
        self.accepted = accepted
        self.rejected = rejected
    }

    /// Where the byte at `offset` of the old text lies in the new one: moved by the edits before it (text inserted
    /// at `offset` goes before it); a byte inside a replaced range goes to the start of its replacement, or with
    /// `end` to the end of it.
    func newOffset(_ offset: Int, end: Bool = false) -> Int {
        var shift = 0
        for edit in accepted {
            if edit.range.isEmpty ? edit.range.lowerBound <= offset : edit.range.upperBound <= offset {
                shift += edit.replacement.utf8.count - edit.range.count
            } else if edit.range.lowerBound <= offset {
                let start = edit.range.lowerBound + shift
                return end ? start + edit.replacement.utf8.count : start
            } else {
                break
            }
        }
        return offset + shift
    }
}
