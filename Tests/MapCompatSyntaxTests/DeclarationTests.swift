import MapCompatSyntax
import Testing

/// Declarations and their parts, read through the typed views. The cases follow the shapes of
/// swift-syntax's `Tests/SwiftParserTest/DeclarationTests.swift` (classes with generic and inheritance
/// clauses, accessors, initialisers, enum cases), written for the map screens this package ports.
@Suite struct DeclarationTests {
    @Test func classHeaderParts() throws {
        let source = """
            @objc(MapScreen) public final class MapScreen<Style: Equatable>: UIViewController,
                MLNMapViewDelegate,
                UIGestureRecognizerDelegate where Style: Hashable {
                @IBOutlet weak var mapView: MLNMapView!
            }
            """
        let type = try #require(first(ClassDecl.self, in: source))
        #expect(type.name?.text == "MapScreen")
        #expect(type.attributes.map(\.name) == ["objc"])
        #expect(type.attributes.first?.opaqueArguments?.trimmedText == "(MapScreen)")
        #expect(type.modifiers.map(\.name.text) == ["public", "final"])
        #expect(type.genericParameterClause?.parameters.map { $0.name?.text } == ["Style"])
        #expect(
            type.inheritedTypes.map(\.trimmedText) == [
                "UIViewController", "MLNMapViewDelegate", "UIGestureRecognizerDelegate",
            ])
        #expect(type.genericWhereClause?.requirements.first?.rightType?.trimmedText == "Hashable")
        #expect(type.members.count == 1)
        let property = try #require(type.members.first?.as(VariableDecl.self))
        #expect(property.hasAttribute("IBOutlet"))
        #expect(property.hasModifier(.weak))
        #expect(property.bindings.first?.type?.is(ImplicitlyUnwrappedOptionalType.self) == true)
    }

    @Test func typeKindsAndExtensions() {
        let source = """
            struct Pin {}
            enum Mode { case follow, none }
            protocol Tapping: AnyObject { func tap() }
            actor Store {}
            extension MLNMapView: @retroactive Tapping where Self: UIView {}
            typealias Handler = (NMFOverlay) -> Bool
            """
        #expect(
            statementKinds(source) == [
                .structDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl, .typeAliasDecl,
            ])
        #expect(first(ExtensionDecl.self, in: source)?.extendedType?.trimmedText == "MLNMapView")
        #expect(first(TypeAliasDecl.self, in: source)?.aliasedType?.is(FunctionType.self) == true)
        #expect(first(EnumDecl.self, in: source)?.caseElements.compactMap { $0.name?.text } == ["follow", "none"])
    }

    @Test func functionSignature() throws {
        let source = """
            @IBAction private func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation,
                                           animated: Bool = true, _ rest: Int...) async throws -> [String: Int]? {
                return nil
            }
            """
        let function = try #require(first(FunctionDecl.self, in: source))
        #expect(function.name?.text == "mapView")
        #expect(function.fullName == "mapView(_:didSelect:animated:_:)")
        #expect(function.hasAttribute("IBAction"))
        #expect(function.parameters.map { $0.name?.text } == ["mapView", "annotation", "animated", "rest"])
        #expect(function.parameters.map(\.label) == [nil, "didSelect", "animated", nil])
        #expect(function.parameters[1].type?.is(SomeOrAnyType.self) == true)
        #expect(function.parameters[2].defaultValue?.trimmedText == "true")
        #expect(function.parameters[3].isVariadic)
        #expect(function.isAsync && function.isThrowing)
        #expect(function.returnType?.is(OptionalType.self) == true)
        #expect(function.body?.statements.map(\.kind) == [.returnStmt])
    }

    /// An opening brace on its own line, and a header wrapped one parameter per line, still start the body
    /// (the route-me callbacks issue 48 found unported were written that way).
    @Test func bodyBraceOnItsOwnLine() throws {
        let source = """
            func singleTapOnMap(
                _ map: RMMapView!,
                at point: CGPoint
            )
            {
                print(point)
            }
            """
        let function = try #require(first(FunctionDecl.self, in: source))
        #expect(function.fullName == "singleTapOnMap(_:at:)")
        #expect(function.parameters.first?.type?.trimmedText == "RMMapView!")
        #expect(function.body?.statements.count == 1)
    }

    @Test func operatorFunctionsAndInitialisers() throws {
        let source = """
            struct Zoom {
                static func == (lhs: Zoom, rhs: Zoom) -> Bool { true }
                convenience init?(frame: CGRect) throws { nil }
                init!<T>(_ value: T) {}
                deinit {}
                subscript(index: Int) -> Double { get { 0 } set { } }
            }
            """
        let zoom = try #require(first(StructDecl.self, in: source))
        let kinds = zoom.members.map(\.kind)
        #expect(kinds == [.functionDecl, .initializerDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl])
        #expect(zoom.members[0].as(FunctionDecl.self)?.name?.text == "==")
        let failable = try #require(zoom.members[1].as(InitializerDecl.self))
        #expect(failable.optionalMark?.text == "?" && failable.fullName == "init(frame:)" && failable.isThrowing)
        #expect(zoom.members[2].as(InitializerDecl.self)?.genericParameters.first?.name?.text == "T")
        let subscriptDecl = try #require(zoom.members[4].as(SubscriptDecl.self))
        #expect(subscriptDecl.accessorBlock?.accessors.compactMap { $0.accessorSpecifier?.text } == ["get", "set"])
    }

    @Test func variablesAccessorsAndObservers() throws {
        let source = """
            class Screen {
                private(set) var zoom: Double = 4 { didSet { redraw() } }
                var body: some View { Text("map") }
                var center: CLLocationCoordinate2D { get { map.center } set(point) { map.center = point } }
                let (latitude, longitude): (Double, Double) = (1, 2)
                lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                var delegate: MapDelegate? { get set }
            }
            """
        let members = try #require(first(ClassDecl.self, in: source)).members.compactMap { $0.as(VariableDecl.self) }
        #expect(members.count == 6)
        let zoom = try #require(members[0].bindings.first)
        #expect(members[0].modifiers.first?.detail?.text == "set")
        #expect(zoom.name?.text == "zoom" && zoom.type?.trimmedText == "Double" && zoom.value?.trimmedText == "4")
        #expect(zoom.accessorBlock?.accessors.first?.accessorSpecifier?.text == "didSet")
        let body = try #require(members[1].bindings.first?.accessorBlock)
        #expect(body.accessors.isEmpty && body.statements.map(\.kind) == [.functionCallExpr])
        #expect(members[2].bindings.first?.accessorBlock?.accessors.last?.parameterName?.text == "point")
        #expect(members[3].bindings.first?.pattern?.boundNames.map(\.text) == ["latitude", "longitude"])
        #expect(members[4].hasModifier(.lazy))
        #expect(members[5].bindings.first?.accessorBlock?.accessors.count == 2)
    }

    @Test func enumCases() throws {
        let source = """
            indirect enum Shape: Equatable {
                case point, circle(center: Coordinate, radius: Double = 1)
                case path([Coordinate])
                case named = "name"
            }
            """
        let shape = try #require(first(EnumDecl.self, in: source))
        #expect(shape.hasModifier(.indirect))
        #expect(shape.caseElements.compactMap { $0.name?.text } == ["point", "circle", "path", "named"])
        let circle = shape.caseElements[1]
        #expect(circle.parameters.map { $0.firstName?.text } == ["center", "radius"])
        #expect(circle.parameters[1].defaultValue?.trimmedText == "1")
        #expect(shape.caseElements[2].parameters.first?.type?.is(ArrayType.self) == true)
        #expect(shape.caseElements[3].rawValue?.value?.is(StringLiteralExpr.self) == true)
    }

    @Test func importsAndDirectives() throws {
        let source = """
            import UIKit
            @testable import MapCompatCore
            import class MapLibre.MLNMapView
            #if canImport(NMapsMap)
            import NMapsMap
            #elseif os(Linux)
            import Glibc
            #else
            #endif
            """
        let imports = all(ImportDecl.self, in: source)
        #expect(imports.map(\.moduleName) == ["UIKit", "MapCompatCore", "MapLibre.MLNMapView", "NMapsMap", "Glibc"])
        #expect(imports[1].hasAttribute("testable"))
        #expect(imports[2].importKind?.text == "class")
        let directive = try #require(first(IfConfigDecl.self, in: source))
        #expect(directive.clauses.map { $0.directive?.text } == ["if", "elseif", "else"])
        #expect(directive.clauses.map { $0.condition?.trimmedText } == ["canImport(NMapsMap)", "os(Linux)", nil])
        #expect(directive.clauses[0].elements.map(\.kind) == [.importDecl])
        #expect(directive.clauses[2].elements.isEmpty)
    }

    /// Members inside `#if` clauses are members of the type all the same.
    @Test func membersThroughDirectives() throws {
        let source = """
            final class Coordinator: NSObject {
                #if os(iOS)
                func mapViewDidFinishLoadingMap(_ mapView: MLNMapView) {}
                #endif
                var map: MLNMapView?
            }
            """
        let names = try #require(first(ClassDecl.self, in: source)).members.map(\.kind)
        #expect(names == [.functionDecl, .variableDecl])
    }

    /// A name that is also a modifier is a name where no declaration follows it (`open(url)`), a modifier
    /// where one does.
    @Test func contextualModifiers() {
        #expect(statementKinds("open(url)\nlet x = 1") == [.functionCallExpr, .variableDecl])
        #expect(first(VariableDecl.self, in: "async let tiles = load()")?.hasModifier(.async) == true)
        #expect(
            first(VariableDecl.self, in: "unowned(unsafe) let map = view")?.modifiers.first?.detail?.text == "unsafe")
        #expect(statementKinds("weak = 1") == [.infixOperatorExpr])
    }
}
