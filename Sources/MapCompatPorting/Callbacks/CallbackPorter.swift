import Foundation

/// Moves each callback of a type to the target style's way of receiving the same event, with the line that
/// makes it called, before the member-level port rewrites the rest.
///
/// A delegate method becomes the target's delegate method, a case of TomTom's `map(_:onInteraction:)` or
/// `map(_:onCameraEvent:)` (one method per type, holding every case), or a method called by a gesture
/// recognizer that requires the map's own recognizers of its kind to fail (MapLibre's map taps). The body keeps
/// its parameter names: values the target does not pass are computed from those it does. The set-up line
/// (`touchDelegate = self`, `addCameraDelegate(delegate:)`, `delegate = self`) becomes the target's, and the
/// type gains the conformance. An event the target cannot receive is commented out under a `// PORT:` note.
struct CallbackPorter {
    let source: PortingStyle
    let target: PortingStyle

    /// A callback found in the source.
    struct Found {
        var event: CallbackEvent
        var bindings: [CallbackRole: String]
        /// The source's parameters that play no role (`byUser wasUserAction: Bool`): name and type.
        var extras: [(name: String, type: String)] = []
        /// The body lines, as written (between the braces).
        var body: [String]
        /// Where the body lines are in the source, when they are carried over as they are.
        var bodyRange: Range<Int>?
        /// The source lines to leave out (`nil` when another found callback's range covers them).
        var remove: ClosedRange<Int>?
        /// The line before which the target's code goes.
        var anchor: Int
        /// The source text of the callback, for a note.
        var original: [String]
        /// The indentation of the declaration.
        var indent: String
        /// Why the target calls it at a slightly different moment than this source did, beyond the event's
        /// own review (``CallbackEvent/reviews``).
        var review: String? = nil
        /// How the body read a user-location report, which the target binds at the top of its method.
        var locationReport: LocationReportBody? = nil
        /// The declaration's comments outside its body (``FunctionDeclaration/comments(_:funcAt:)``), kept at the
        /// top of the body wherever it goes.
        var comments: [String] = []
    }

    /// The text with callbacks moved, the (0-based) lines written in the target style, the conformances each
    /// type needs, and the changes made.
    struct Output {
        var lines: [String]
        var protected: Set<Int>
        var conformances: [String: [String]]
        var changes: [(PortChange.Kind, String, String)]
    }

    func port(_ text: String, protected: Set<Int>) -> Output {
        let lines = text.lines().map(String.init)
        let tokens = SwiftTokenizer(text).tokenize()
        let matcher = TemplateMatcher(tokens: tokens)
        let setUpLines = SetUpLines(lines)
        var edits: [Edit] = []
        var conformances: [String: [String]] = [:]
        var changes: [(PortChange.Kind, String, String)] = []
        // The classes given a touch-handler table, by the line that opens them.
        var tables: Set<Int> = []
        // Each type given a ready method in place of an inline body: one per type, where its extensions each
        // had a ready callback (two would not compile).
        var readyMethods: Set<String> = []
        lazy var otherThanMap = Self.namesDeclaredOtherThanMap(tokens, source)
        lazy var inCallbacks = linesOfCallbacks(tokens, matcher, lines)
        for (header, close) in Self.typeDeclarations(tokens, matcher)
        where !protected.contains(tokens[header.name].line - 1) {
            var found = callbacks(tokens, matcher, header.brace..<close, lines)
            var fallback: (line: Int, indent: String, receiver: String)?
            if source == .naver, target != .naver {
                if let handler = touchHandler(lines, tokens, header.brace..<close) {
                    found.append(handler.found)
                    fallback = handler.setUp
                } else if let table = touchHandlerTable(lines, tokens, header.brace..<close, header: header) {
                    // One table and one callback that reads it per class, however many of its bodies set handlers.
                    if tables.insert(table.declaration.at).inserted {
                        edits.append(table.declaration)
                        found.append(table.found)
                    }
                    edits += table.edits
                    fallback = table.setUp
                }
            }
            let recognizers = appRecognizers(tokens, matcher, header.brace..<close, lines)
            found += recognizers.found
            edits += recognizers.edits
            if fallback == nil { fallback = recognizers.setUp }
            guard !found.isEmpty else {
                if let kept = keptMapDelegate(tokens, header, header.brace..<close) {
                    conformances[tokens[header.name].text, default: []].append(kept)
                }
                continue
            }
            var needed: [String] = []
            // Whether any callback of the type moved to a receiver of the target's (or a NAVER touch handler).
            var received = false
            var setUps: [String] = []
            var dispatch: [String: (at: Int, indent: String, cases: [String])] = [:]
            var methods: [MethodGroup] = []
            for index in found.indices { edits += adoptConversions(&found[index], lines) }
            for callback in found {
                if let remove = callback.remove {
                    let after = Self.codeAfterClosingBrace(lines[remove.upperBound]).map { [callback.indent + $0] }
                    edits.append(Edit(at: remove.lowerBound, remove: remove, with: after ?? []))
                }
                if target == .naver, callback.event.id == "tap.annotation",
                    let handler = naverTouchHandler(callback, lines: lines, tokens: tokens, body: header.brace..<close)
                {
                    changes.append((.review, callback.event.id, "set as the marker's touchHandler"))
                    received = true
                    edits.append(handler)
                    continue
                }
                if target == .naver, callback.event.id == "tap.annotation",
                    let method = naverMarkerTapMethod(
                        callback, lines: lines, tokens: tokens, body: header.brace..<close,
                        type: tokens[header.name].text)
                {
                    changes.append((.review, callback.event.id, "a method every marker's touchHandler calls"))
                    received = true
                    edits += method
                    continue
                }
                guard let receiver = callback.event.receivers(in: target).first else {
                    // A callback that does nothing asks for nothing: the target, which never calls it, already
                    // behaves so.
                    if callback.body.allSatisfy({ $0.trimming(" \t").isEmpty }) {
                        let reason = "the callback does nothing, so \(target.displayName) needs no receiver for it."
                        changes.append((.automatic, callback.event.id, reason))
                        edits.append(
                            Edit(
                                at: callback.anchor, remove: nil, with: commentedOut(callback, reason, alreadySo: true))
                        )
                        continue
                    }
                    let gap = callback.event.gap(in: target) ?? "\(target.displayName) cannot receive it."
                    changes.append((.manual, callback.event.id, gap))
                    edits.append(Edit(at: callback.anchor, remove: nil, with: commentedOut(callback, gap)))
                    continue
                }
                // The reason is each style's own type (NAVER's Int code, MapLibre's option set): a body that reads
                // it cannot read the target's (a NAVER body whose target passes none reads 0, ``prologue``).
                if let reason = callback.bindings[.reason], Self.names(in: callback.body).contains(reason),
                    receiver.passesReason || source != .naver
                {
                    let gap =
                        APIMap.concept("camera.reason.type")?.reason(for: target).map {
                            "the body reads the reason: " + $0
                        }
                        ?? "the body reads the reason, which \(target.displayName) passes as another type."
                    changes.append((.manual, "camera.reason.type", gap))
                    let lines = commentedOut(callback, gap, concept: "camera.reason.type")
                    edits.append(Edit(at: callback.anchor, remove: nil, with: lines))
                    continue
                }
                if let conformance = receiver.conformance { needed.append(conformance) }
                let review = (callback.event.review(in: target) ?? callback.review).map {
                    callback.indent + Porter.reviewPrefix + callback.event.id + ": " + $0
                }
                received = true
                changes.append(
                    (
                        review == nil ? .automatic : .review, callback.event.id,
                        "\(callback.event.id) received the \(target.displayName) way"
                    ))
                let reviewLines = review.map { [$0] } ?? []
                switch receiver.shape {
                case .inline:
                    if let edit = inline(
                        callback, lines: lines, tokens: tokens, body: header.brace..<close,
                        type: tokens[header.name].text, otherThanMap: otherThanMap,
                        inCallbacks: { inCallbacks.contains($0) })
                    {
                        edits.append(edit)
                    } else if let method = callback.event.receivers(in: target).dropFirst().first,
                        case .method(let signature) = method.shape,
                        readyMethods.insert(tokens[header.name].text + " " + MethodGroup.selector(signature)).inserted
                            || methods.contains(where: { $0.key == MethodGroup.selector(signature) })
                    {
                        // No line to run it after, but the target also tells a delegate (NAVER's load delegate):
                        // the body stays code, in that method, set up where the type can.
                        setUps.append(method.setUp)
                        if let conformance = method.conformance { needed.append(conformance) }
                        let setUp = method.setUp.replacingOccurrences(of: "$map", with: "mapView")
                        let note =
                            "\(target.displayName) calls it once the map view is told its delegate: `\(setUp)` "
                            + "where the map view is made, if no line of this file does"
                        changes[changes.count - 1] = (.review, callback.event.id, note)
                        let review = callback.indent + Porter.reviewPrefix + callback.event.id + ": " + note
                        MethodGroup.add(signature, callback, review: reviewLines + [review], to: &methods)
                    } else {
                        // No line to run it after: the body is kept, commented out, never dropped.
                        let note =
                            "\(target.displayName)'s map is ready when it is made, and no `.delegate = self` line "
                            + "here says where: run these lines where the map view is made."
                        changes[changes.count - 1] = (.manual, callback.event.id, note)
                        edits.append(Edit(at: callback.anchor, remove: nil, with: commentedOut(callback, note)))
                    }
                case .method(let signature):
                    // NAVER's map view is TomTom's map, which exists only once ready: TomTom's view is told
                    // where it is made (TomTomMapViewSetUp), not where NAVER's map added its load delegate.
                    if !(source == .naver && target == .tomtom && callback.event.id == "map.ready") {
                        setUps.append(receiver.setUp)
                    }
                    MethodGroup.add(signature, callback, review: reviewLines, to: &methods)
                case .recognizer(let kind, let handler, let began):
                    setUps.append("recognizer:\(kind):\(handler)")
                    edits.append(
                        Edit(
                            at: callback.anchor, remove: nil,
                            with: reviewLines + recognizerHandler(handler, began: began, callback)))
                case .interaction(let name, let roles):
                    setUps.append(receiver.setUp)
                    let written = reviewLines.map { "    " + $0 } + interactionCase(name, roles, callback)
                    let current = dispatch["onInteraction"] ?? (callback.anchor, callback.indent, [])
                    dispatch["onInteraction"] = (current.at, current.indent, Self.merging(written, into: current.cases))
                case .cameraEvent(let name):
                    setUps.append(receiver.setUp)
                    let written = reviewLines.map { "    " + $0 } + cameraCase(name, callback)
                    let current = dispatch["onCameraEvent"] ?? (callback.anchor, callback.indent, [])
                    dispatch["onCameraEvent"] = (current.at, current.indent, Self.merging(written, into: current.cases))
                }
            }
            for group in methods {
                edits.append(Edit(at: group.at, remove: nil, with: method(group)))
            }
            for key in dispatch.keys.sorted() {
                guard let value = dispatch[key] else { continue }
                let indent = value.indent
                let parameter = key == "onInteraction" ? "interaction: MapInteraction" : "event: CameraEvent"
                let subject = key == "onInteraction" ? "interaction" : "event"
                var method = [
                    "\(indent)func map(_ map: TomTomMap, \(key) \(parameter)) {", "\(indent)    switch \(subject) {",
                ]
                method += value.cases
                method += ["\(indent)    default:", "\(indent)        break", "\(indent)    }", "\(indent)}"]
                edits.append(Edit(at: value.at, remove: nil, with: method))
            }
            if !received, let kept = keptMapDelegate(tokens, header, header.brace..<close) { needed.append(kept) }
            conformances[tokens[header.name].text, default: []] += needed
            edits += setUpEdits(
                setUps, lines: setUpLines, tokens: tokens, body: header.brace..<close, fallback: fallback)
        }
        let (output, outputProtected) = Self.apply(edits, to: lines, protected: protected)
        return Output(lines: output, protected: outputProtected, conformances: conformances, changes: changes)
    }

    /// The source's set-up suffixes (`.locationProvider.addObserver(self)`) that make only events the target cannot
    /// receive called: their lines stay, for the member-level port to judge, with the callbacks noted.
    var setUpsWithoutTarget: Set<String> {
        var suffixes: [String: Bool] = [:]
        for event in CallbackEvent.all {
            let received = !event.receivers(in: target).isEmpty
            for suffix in event.receivers(in: source).compactMap(\.setUpSuffix) {
                suffixes[suffix] = (suffixes[suffix] ?? false) || received
            }
        }
        return Set(suffixes.filter { !$0.value }.keys)
    }
}
