import MapCompatSyntax

/// A method of the source's delegate protocols that the port kept as it was, with the target's types in its
/// signature, though no protocol of the target asks for it: it compiles and is never called. Google's
/// `mapView(_:didTap:) -> Bool` and `didTapMyLocationButton(for:)` are such methods in a port to MapLibre; the
/// callback port moves every method the target receives in its own way, and this is what is left.
///
/// The method stays (its body is the app's), under a review note that names the protocol it came from and says
/// that the target never calls it: a silent rename would look ported and be dead code. Runs last, on the port as
/// the other steps left it, so that only methods nothing else moved are read.
struct UnreceivedDelegateMethodRule: PortRule {
    /// The source protocols' methods that no target protocol asks for, by full name, with their protocol.
    let unreceived: [String: String]
    let target: PortingStyle

    /// The concept its notes name.
    static let concept = "callback.unreceived"

    init(context: PortContext) {
        let requirements = DelegateRequirements.adapters.protocols
        let asked = Set(
            CallbackEvent.conformances(of: context.target).flatMap { requirements[$0] ?? [] }.map(\.fullName))
        var unreceived: [String: String] = [:]
        for name in CallbackEvent.conformances(of: context.source).sorted() {
            for requirement in requirements[name] ?? [] where !asked.contains(requirement.fullName) {
                unreceived[requirement.fullName] = unreceived[requirement.fullName] ?? name
            }
        }
        self.unreceived = unreceived
        target = context.target
    }

    static func applies(to context: PortContext) -> Bool {
        context.source != context.target && !CallbackEvent.conformances(of: context.source).isEmpty
    }

    /// Only a declaration of one of them, in code (the port keeps what it commented out under `// PORT(…):`),
    /// may need a note: each `func` line's full name is read from its bytes, without a parse.
    func mayEdit(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let keyword = Array("func ".utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            let isComment = first + 1 < end && bytes[first] == 0x2F && bytes[first + 1] == 0x2F
            if !isComment, let at = Self.index(of: keyword, in: bytes, from: first, to: end) {
                // A signature may go on over the next lines: it is read up to its parameter list's end.
                if let name = Self.fullName(bytes[(at + keyword.count)...]), unreceived[name] != nil { return true }
            }
            start = end + 1
        }
        return false
    }

    /// Where `needle` first starts in `bytes[from..<to]`.
    static func index(of needle: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        var index = from
        while index + needle.count <= to {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The full name (`mapView(_:didTap:)`) of the function whose declaration follows `func ` in `bytes`, or `nil`
    /// when its parameter list does not close within a thousand bytes.
    static func fullName(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let open = bytes.prefix(200).firstIndex(of: 0x28) else { return nil }
        var name = String(decoding: bytes[bytes.startIndex..<open], as: UTF8.self).trimming(" ") + "("
        var depth = 0
        var parameterStart = open + 1
        for index in (open + 1)..<min(bytes.endIndex, open + 1_000) {
            switch bytes[index] {
            case 0x28, 0x5B, 0x3C: depth += 1  // ( [ <
            case 0x29 where depth == 0, 0x2C where depth == 0:  // ) ,
                let parameter = bytes[parameterStart..<index].drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
                let label = parameter.prefix { $0 != 0x20 && $0 != 0x3A && $0 != 0x0A }
                if !label.isEmpty { name += String(decoding: label, as: UTF8.self) + ":" }
                if bytes[index] == 0x29 { return name + ")" }
                parameterStart = index + 1
            case 0x3E where bytes[index - 1] == 0x2D: break  // the `>` of `->`
            case 0x29, 0x5D, 0x3E: depth -= 1  // ) ] >
            default: break
            }
        }
        return nil
    }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        file.tree.root.walk { node in
            if node.kind == .codeBlock { return .skipChildren }
            guard let function = node.as(FunctionDecl.self) else { return .visitChildren }
            guard let source = unreceived[function.fullName], !file.isRestored(function.syntax),
                !function.hasModifier(.override), !function.hasModifier(.private),
                !function.hasModifier(.fileprivate)
            else { return .skipChildren }
            let start = function.syntax.trimmedRange.lowerBound
            let message =
                "\(target.displayName) never calls \(source)'s \(function.fullName): receive it the "
                + "\(target.displayName) way, or drop the method"
            let indent = OptionalCallbackParameterRule.indentation(of: start, in: file.text)
            edits.append(.insert(Porter.reviewPrefix + Self.concept + ": " + message + "\n" + indent, at: start))
            findings.append(PortFinding(offset: start, kind: .review, concept: Self.concept, message: message))
            return .skipChildren
        }
        return edits
    }
}
