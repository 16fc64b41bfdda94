/// MapLibre's map view made with its style, `MLNMapView(frame: …, styleURL: …)` (MLNMapView.h,
/// `initWithFrame:styleURL:`), as MapLibre's iOS examples and apps make it: the other styles' map views take a
/// frame alone, so the view is made from the frame and the style URL goes, under a review note that keeps it and
/// says what the target draws instead. An app's own subclass of the map view that the file declares
/// (`class AppMapView: MLNMapView`) inherits the initialiser, and is made the same way, as its own initialiser
/// makes itself (`super.init(frame: …, styleURL: …)`). A call whose arguments go on to the next lines is read
/// whole and written on one line.
enum MapLibreStyleInit {
    static let call = "MLNMapView(frame: "
    static let styleLabel = ", styleURL: "

    /// What each target draws instead of a style.
    static let instead: [PortingStyle: String] = [
        .naver: "NAVER draws its own basemap, chosen with mapType",
        .tomtom: "TomTom takes its style in MapOptions (mapStyle)",
        .rm: "route-me draws the raster tiles of its tileSource",
    ]

    /// `text` with each one-line `MLNMapView(frame:styleURL:)` made from its frame under a review note;
    /// `protected` line numbers (0-based) move down past the notes added. `changed` says whether any was.
    static func port(_ text: String, protected: Set<Int>, to target: PortingStyle) -> (
        text: String, protected: Set<Int>, changed: Bool
    ) {
        guard let reason = instead[target], text.containsText(call + "") || text.containsText(": MLNMapView") else {
            return (text, protected, false)
        }
        let subclasses = subclasses(in: text)
        let calls = [call] + subclasses.map { $0 + "(frame: " } + (subclasses.isEmpty ? [] : ["super.init(frame: "])
        let source = text.lines().map(String.init)
        var lines: [String] = []
        var moved = protected
        var changed = false
        var index = 0
        while index < source.count {
            let line = source[index]
            index += 1
            guard !protected.contains(index - 1), calls.contains(where: { line.containsText($0) }) else {
                lines.append(line)
                continue
            }
            // The call with the lines its arguments go on to (at most four), when none of them is protected.
            let (statement, taken) = wholeCall(source, from: index - 1, protected: protected)
            guard let (rewritten, url) = calls.lazy.compactMap({ withoutStyle(statement, call: $0) }).first else {
                lines.append(line)
                continue
            }
            index += taken - 1
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            // The note adds a line before the protected lines below it; the lines taken into the call remove theirs.
            moved = Set(moved.map { $0 >= lines.count ? $0 + 1 - (taken - 1) : $0 })
            lines.append(
                indent + Porter.reviewPrefix + "maplibre.init.styleURL: the style URL went (\(url)): \(reason)")
            lines.append(rewritten)
            changed = true
        }
        return (lines.joined(separator: "\n"), moved, changed)
    }

    /// The line at `start` joined with the lines that close its brackets (each trimmed, after a space), and how many
    /// lines that took; the line alone when they do not close within four more lines or one of those is protected.
    static func wholeCall(_ lines: [String], from start: Int, protected: Set<Int>) -> (String, Int) {
        var statement = lines[start]
        var depth = DependentLines.bracketBalance(statement, braces: false)
        var taken = 1
        while depth > 0, taken < 5, start + taken < lines.count, !protected.contains(start + taken) {
            let next = lines[start + taken].trimming(" \t")
            statement += (statement.hasSuffix("(") ? "" : " ") + next
            depth += DependentLines.bracketBalance(next, braces: false)
            taken += 1
        }
        return depth == 0 ? (statement, taken) : (lines[start], 1)
    }

    /// The app's classes the file declares as subclasses of MapLibre's map view (`class AppMapView: MLNMapView`, or
    /// of such a class), read from its class headers by ``TypeModel/subclassRoles(_:_:_:)``.
    static func subclasses(in text: String) -> [String] {
        let words = text.lines().map(String.init).filter { $0.containsText("class ") }.flatMap { line in
            SwiftTokenizer(line).tokenize().filter { !$0.isTrivia }.map(\.text)
        }
        let roles = TypeModel.subclassRoles(
            words.indices, { $0 >= 0 && $0 < words.count ? words[$0] : "" }, StyleTypes.known(involving: [.maplibre]))
        return roles.filter { $0.value == TypeRole.mapView }.keys.sorted()
    }

    /// `line` with its `call` (`MLNMapView(frame: `) `X, styleURL: Y)` written `X)`, and `Y`.
    static func withoutStyle(_ line: String, call: String = call) -> (String, String)? {
        // Most lines make no map view: found without building the line's characters.
        guard line.containsText(call) else { return nil }
        let characters = Array(line)
        let opening = Array(call)
        guard
            let start = (0...max(0, characters.count - opening.count)).first(where: {
                $0 + opening.count <= characters.count && Array(characters[$0..<($0 + opening.count)]) == opening
            })
        else { return nil }
        var depth = 1
        var index = start + opening.count
        var label: Int?
        let styleCharacters = Array(styleLabel)
        while index < characters.count {
            let character = characters[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 { break }
            if depth == 1, label == nil, index + styleCharacters.count <= characters.count,
                Array(characters[index..<(index + styleCharacters.count)]) == styleCharacters
            {
                label = index
            }
            index += 1
        }
        guard depth == 0, let label else { return nil }
        let url = String(characters[(label + styleCharacters.count)..<index])
        let rewritten = String(characters[..<label]) + String(characters[index...])
        return (rewritten, url)
    }
}
