import Foundation

extension CallbackPorter {
    /// The map-ready callback's body written where the source set the view's delegate, for a style whose map is
    /// ready when it is made (NAVER, route-me).
    /// `otherThanMap` is ``namesDeclaredOtherThanMap(_:_:)`` of the file's tokens; `inCallbacks` tells the lines
    /// of the file's callbacks (``linesOfCallbacks(_:_:_:)``), which their own ports remove.
    func inline(
        _ callback: Found, lines: [String], tokens: [SwiftToken], body: Range<Int>, type: String? = nil,
        otherThanMap: Set<String>, inCallbacks: (Int) -> Bool
    ) -> Edit? {
        let first = tokens[body.lowerBound].line - 1
        let last = tokens[body.upperBound].line - 1
        let outside = (first...last).filter { !(callback.remove?.contains($0) ?? false) }
        // The source's own set-up line (`.delegate = self`, NAVER's `.addLoadDelegate(delegate: self)`).
        let suffixes = Set([".delegate = self"] + callback.event.receivers(in: source).compactMap(\.setUpSuffix))
        // (Not in the callback itself, which may set its map's delegate, nor in another callback: a second ready
        // callback in another extension goes with its own port.)
        // (Nor another object's delegate: `locationManager.delegate = self` on a `CLLocationManager`.)
        func setsDelegate(_ index: Int) -> Bool {
            let line = lines[index].trimming(" \t")
            guard let suffix = suffixes.first(where: { line.hasSuffix($0) }),
                !(callback.remove?.contains(index) ?? false)
            else { return false }
            return !Self.isDeclaredOtherThanMap(String(line.dropLast(suffix.count)), among: otherThanMap)
                && !inCallbacks(index)
        }
        // The type's own body first; else another declaration of the same type (the callback in an extension,
        // the view attached in the class: TomTom's `attach(mapView:)`).
        // Else where the type is handed its map view (a coordinator's `attach(mapView:)` that keeps it, whose
        // delegate the app sets elsewhere): the body runs after that line, on the view it was handed.
        func attaches(_ index: Int) -> Bool { attachedView(lines, index) != nil && !inCallbacks(index) }
        let delegateLine = outside.first(where: setsDelegate) ?? type.flatMap({ sameType($0, lines, setsDelegate) })
        guard
            let line = delegateLine ?? outside.first(where: attaches)
                ?? type.flatMap({ sameType($0, lines, attaches) }),
            !(callback.remove?.contains(line) ?? false)
        else { return nil }
        let text = lines[line]
        let indent = String(text.prefix { $0 == " " || $0 == "\t" })
        let trimmed = text.trimming(" \t")
        let attached = delegateLine == nil ? attachedView(lines, line) : nil
        let receiver =
            attached ?? String(trimmed.dropLast(suffixes.first { trimmed.hasSuffix($0) }?.count ?? 0))
        // The attaching line stays; the body is written after it.
        let edit = { (written: [String]) in
            attached == nil
                ? Edit(at: line, remove: line...line, with: written, setUp: true)
                : Edit(at: line, remove: nil, with: written, after: true, setUp: true)
        }
        let used = Self.names(in: callback.body)
        let mapName = callback.bindings[.map] ?? "map"
        var written = used.contains(mapName) && mapName != receiver ? [indent + "let \(mapName) = \(receiver)"] : []
        guard let bodyRange = callback.bodyRange else {
            // A body on the declaration's own line (`{ loads += 1 }`) is written out, at the set-up's indentation.
            let body = callback.body.filter { !$0.trimming(" \t").isEmpty }
            let common = body.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
            written += body.map { indent + $0.dropFirst(common) }
            return edit(written)
        }
        let bodyIndent =
            bodyRange.map { lines[$0] }.first { !$0.trimming(" \t").isEmpty }
            .map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? indent
        let outdent = max(bodyIndent.count - indent.count, 0)
        // By reference, one level out: the body now runs where the view was made, with its own set-up edits.
        written += bodyRange.map { Self.bodyReference + "\($0)" + Self.indentMark + "\(-outdent)" }
        return edit(written)
    }

    /// The lines of every callback the file declares, in any type, which their own ports remove.
    func linesOfCallbacks(_ tokens: [SwiftToken], _ matcher: TemplateMatcher, _ lines: [String]) -> Set<Int> {
        var removed: Set<Int> = []
        for (header, close) in Self.typeDeclarations(tokens, matcher) {
            for callback in callbacks(tokens, matcher, header.brace..<close, lines) {
                if let remove = callback.remove { removed.formUnion(remove) }
            }
        }
        return removed
    }

    /// Each type declaration (or extension) that starts a line, with the token that closes its body.
    static func typeDeclarations(_ tokens: [SwiftToken], _ matcher: TemplateMatcher) -> [(TypeHeader, Int)] {
        var declarations: [(TypeHeader, Int)] = []
        var lineStart = true
        for index in tokens.indices {
            let token = tokens[index]
            defer {
                if token.kind == .newline { lineStart = true } else if !token.isTrivia { lineStart = false }
            }
            guard lineStart, !token.isTrivia, let header = TypeHeader(tokens, at: index),
                let close = matcher.closing(header.brace)
            else { continue }
            declarations.append((header, close))
        }
        return declarations
    }

    /// The code after the brace that closes a callback, on the brace's line (`}; refresh()`), which the callback's
    /// port must not take with it; `nil` when the line holds only the brace and comments (which the callback's
    /// own port keeps, ``FunctionDeclaration/comments(_:funcAt:)``).
    static func codeAfterClosingBrace(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("}"), trimmed.count > 1 else { return nil }
        let code = SwiftTokenizer(String(trimmed.dropFirst())).tokenize().prefix { $0.kind != .comment }
        guard code.contains(where: { !$0.isTrivia }) else { return nil }
        // (Without the `;` that separated it from the brace: it starts a line of its own.)
        let text = code.map(\.text).joined().trimming(" \t")
        return text.hasPrefix(";") ? String(text.dropFirst()).trimming(" \t") : text
    }
}
