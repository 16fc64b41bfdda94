extension CallbackEvent {
    /// The signature of a method receiver, parsed: name, and each parameter's label, role and type.
    static func parse(_ signature: String) -> (name: String, parameters: [(label: String, role: String, type: String)])
    {
        // Split at ASCII bytes, which are whole characters in a signature: a file's every method is compared with
        // the signatures of its name.
        let bytes = signature.utf8
        let open = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.endIndex
        let name = String(signature[..<open])
        let inner = signature[open...].dropFirst().dropLast()
        var parameters: [(label: String, role: String, type: String)] = []
        for part in inner.utf8.split(separator: UInt8(ascii: ",")) {
            let pieces = part.split(separator: UInt8(ascii: ":"), maxSplits: 1).map { String(Substring($0)) }
            let names = pieces[0].utf8.split(separator: UInt8(ascii: " ")).map { String(Substring($0)) }
            let type = pieces.count > 1 ? pieces[1].trimming(" ") : ""
            parameters.append((label: names.first ?? "_", role: names.last ?? "_", type: type))
        }
        return (name, parameters)
    }
}
