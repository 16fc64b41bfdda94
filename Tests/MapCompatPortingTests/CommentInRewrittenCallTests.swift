import Testing

@testable import MapCompatPorting

/// A call the member-level port writes in the target's spelling loses no comment that stood between its tokens:
/// one outside the arguments goes on a line of its own above it. Modelled on the TomTom checklist in
/// `TomTomStyleTests/RealClient/MemberProbe.swift`, which numbers each line of a call wrapped over three lines.
@Suite struct CommentInRewrittenCallTests {
    static let source = """
        func show(_ map: TomTomMap) {
            map.applyCamera(  // why the camera moves
                CameraUpdate(zoom: 12), animationDuration: 0.5)  // after it
        }
        """

    @Test(arguments: [PortingStyle.naver, .maplibre, .rm])
    func aCommentInsideTheCallGoesAboveIt(_ target: PortingStyle) {
        let lines = Porter(from: .tomtom, to: target).port(Self.source).output.split(separator: "\n").map {
            String($0).trimmingWhitespace()
        }
        let comment = lines.firstIndex(of: "// why the camera moves")
        #expect(comment != nil, "\(target): \(lines)")
        if let comment {
            #expect(!lines[comment + 1].hasPrefix("//"), "\(target): the ported call follows: \(lines)")
            #expect(lines[comment + 1].hasSuffix("// after it"), "\(target): \(lines)")
        }
    }
}
