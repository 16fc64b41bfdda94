import MapCompatSyntax

/// Names qualified with the source vendor's module (`TomTomSDKMapDisplay.MapView`, `NMapsMap.NMFMapView`,
/// `MapLibre.MLNMapView`), which apps write to tell a vendor's type from SwiftUI's or their own: the qualifier is
/// dropped, so the name ports as any other and the target's module never has to hold it. The adapter's own module
/// qualifies a name the core declares too (``CoreNameClashes``), and goes the same way.
struct VendorQualifierRule: PortRule {
    let modules: Set<String>

    init(context: PortContext) {
        modules = context.source.vendorModules.union([context.source.moduleName])
    }

    static func applies(to context: PortContext) -> Bool { true }

    func edits(in file: PortFile, findings: inout [PortFinding]) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        file.tree.root.walk { node in
            switch node.kind {
            case .importDecl: return .skipChildren
            case .memberAccessExpr:
                guard let access = node.as(MemberAccessExpr.self), let base = access.base,
                    let name = base.as(DeclReferenceExpr.self)?.name, let period = access.period
                else { return .visitChildren }
                if modules.contains(name), !file.isRestored(node), file.names.declaration(of: base.syntax) == nil {
                    edits.append(.delete(base.trimmedRange.lowerBound..<period.trimmedRange.upperBound))
                }
            case .memberType:
                guard let member = node.as(MemberType.self), let base = member.baseType,
                    modules.contains(base.trimmedText), !file.isRestored(node),
                    let period = node.tokens.first(where: {
                        $0.kind == .period && $0.trimmedRange.lowerBound >= base.trimmedRange.upperBound
                    })
                else { return .visitChildren }
                edits.append(.delete(base.trimmedRange.lowerBound..<period.trimmedRange.upperBound))
            default: break
            }
            return .visitChildren
        }
        if !edits.isEmpty {
            findings.append(
                PortFinding(
                    offset: edits[0].range.lowerBound, kind: .automatic, concept: "module.vendorImport",
                    message: "names qualified with the vendor's module unqualified"))
        }
        return edits
    }
}
