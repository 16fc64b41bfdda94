import MapCompatSyntax

// libFuzzer entry point for the syntax tree: bytes become Swift source (decoded as UTF-8 with invalid bytes
// replaced), parsed into a tree whose names are then resolved. Nothing may trap or fail to finish (libFuzzer's
// `-timeout` reports a parse that does not: parsing is linear in the input), and the tree must keep every byte:
// printed from the tree it gives the source back, each node's children tile its range, and each child knows
// its parent. The seeds are the porting corpus screens, the adapters' RealClient screens and the parser's own
// sources.

/// libFuzzer entry point: runs one input as described at the top of the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyntax(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let tree = SyntaxTree(parsing: source)
    let printed = tree.root.syntax.printed
    if printed != source { fatalError("the tree prints \(printed.utf8.count) bytes of \(source.utf8.count)") }
    tree.root.walk { node in
        var end = node.range.lowerBound
        for element in node.elements {
            let (range, parent) =
                switch element {
                case .node(let child): (child.range, child.parent)
                case .token(let token): (token.range, token.parent)
                }
            if range.lowerBound != end || parent != node { fatalError("a child of \(node.kind) is out of place") }
            end = range.upperBound
        }
        if end != node.range.upperBound { fatalError("the children of \(node.kind) stop short") }
        return .visitChildren
    }
    let names = NameResolver(tree)
    for declaration in names.declarations where declaration.node.tree !== tree {
        fatalError("declaration \(declaration.name) names a node of another tree")
    }
    return 0
}
