import Testing

@testable import MapCompatPorting

/// The pipeline's check of rules' edits: none may change a comment or a string literal's text (the promise that a
/// port never changes what a program prints or what its comments say), and applied edits move later offsets.
@Suite struct EditCheckTests {
    let source = """
        let a = mapView.zoom // mapView.zoom
        let b = \"""
            mapView.zoom
            \"""
        let c = "zoom \\(mapView.zoom)"
        """

    func keeps(_ edit: SourceEdit) -> Bool {
        let file = PortFile(source)
        return LiteralText.keeps(edit, file.literalText, in: file)
    }

    func offset(of text: String, after: Int = 0) -> Int {
        let bytes = Array(source.utf8)
        let needle = Array(text.utf8)
        for start in after...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
            return start
        }
        return -1
    }

    @Test func codeMayBeRewritten() {
        let start = offset(of: "mapView.zoom")
        #expect(keeps(SourceEdit(range: start..<(start + 12), replacement: "mapView.zoomLevel")))
    }

    @Test func aCommentsTextMayNotBeRewritten() {
        let start = offset(of: "mapView.zoom", after: offset(of: "//"))
        #expect(!keeps(SourceEdit(range: start..<(start + 12), replacement: "mapView.zoomLevel")))
    }

    @Test func nothingMayBeInsertedInsideAMultiLineString() {
        let inside = offset(of: "    mapView.zoom\n")
        #expect(!keeps(.insert("// PORT: note\n", at: inside)))
    }

    @Test func interpolatedCodeIsCode() {
        let start = offset(of: "mapView.zoom)")
        #expect(keeps(SourceEdit(range: start..<(start + 12), replacement: "mapView.zoomLevel")))
    }

    @Test func aStatementMayBeCommentedOutWithItsStringsKept() {
        let start = offset(of: "let c")
        let line = "let c = \"zoom \\(mapView.zoom)\""
        #expect(keeps(SourceEdit(range: start..<(start + line.utf8.count), replacement: "// PORT(naver): " + line)))
        #expect(!keeps(SourceEdit(range: start..<(start + line.utf8.count), replacement: "// gone")))
    }

    @Test func appliedEditsMoveLaterOffsets() {
        let applied = AppliedEdits(
            [.insert("// note\n", at: 0), SourceEdit(range: 8..<15, replacement: "map"), .delete(40..<41)],
            to: source)
        #expect(applied.rejected.isEmpty)
        #expect(applied.newOffset(0) == 8)
        #expect(applied.newOffset(8) == 16)
        #expect(applied.newOffset(15) == 19)
        #expect(applied.newOffset(16) == 20)
        let overlapping = AppliedEdits([.delete(0..<5), .delete(3..<6)], to: source)
        #expect(overlapping.rejected == [.delete(3..<6)])
    }
}
