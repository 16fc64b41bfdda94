import MapCompatSyntax
import Testing

/// Names resolve to their declarations by lexical scope. The screen below is modelled on MapLibre's iOS
/// examples (maplibre/maplibre-native, `platform/ios/app-swift/Sources/*ExampleView.swift`: a view controller
/// holding its map, delegate methods, closures capturing `self`), with the shadowing cases a scope must get
/// right.
@Suite struct ScopeTests {
    /// The declaration each reference named `name` on line `line` resolves to, as `kind@line:column`.
    static func resolved(_ source: String, _ name: String, line: Int) -> [String] {
        let tree = parse(source)
        let names = NameResolver(tree)
        return tree.root.syntax.descendants(DeclReferenceExpr.self).filter { $0.name == name && $0.line == line }
            .map { reference in
                guard let id = names.declaration(of: reference) else { return "unresolved" }
                let declaration = names[id]
                let place = declaration.nameToken.map { "@\($0.line):\($0.column)" } ?? "@implicit"
                return "\(declaration.kind)\(place)"
            }
    }

    static let screen = """
        let defaultZoom = 4.0
        final class MapScreen: UIViewController, MLNMapViewDelegate {
            var mapView: MLNMapView!
            override func viewDidLoad() {
                let zoom = defaultZoom
                mapView.zoomLevel = zoom
                if let mapView = mapView, mapView.isReady {
                    print(mapView)
                } else {
                    print(mapView)
                }
                guard let style = mapView.style else { return }
                print(style, self.mapView, Self.identifier)
                mapView.onTap { [weak self] point in
                    self?.show(point)
                    markers.forEach { print($0, point) }
                }
                for (index, marker) in markers.enumerated() where index > 0 { print(index, marker) }
                switch mode { case .follow(let heading): print(heading) default: print(mode) }
                do { try load() } catch let failure as NSError { print(failure) } catch { print(error) }
                let mapView = MLNMapView()
                print(mapView)
            }
        }
        extension MapScreen {
            static let identifier = "map"
            var markers: [MLNPointAnnotation] { mapView.annotations as? [MLNPointAnnotation] ?? [] }
            func show(_ point: CGPoint) { let point = point; print(point) }
            func load() throws {}
            var mode: Mode { get { .none } set { print(newValue) } }
        }
        """

    @Test func membersAndGlobals() {
        #expect(Self.resolved(Self.screen, "defaultZoom", line: 5) == ["variable@1:5"])
        #expect(Self.resolved(Self.screen, "mapView", line: 6) == ["variable@3:9"])
        #expect(Self.resolved(Self.screen, "zoom", line: 6) == ["variable@5:13"])
        // Members declared in an extension in the same file.
        #expect(Self.resolved(Self.screen, "markers", line: 16) == ["variable@27:9"])
        #expect(Self.resolved(Self.screen, "load", line: 20) == ["function@29:10"])
    }

    @Test func optionalBindingScopes() {
        // The binding's value reads the property; the condition after it and the body read the binding.
        #expect(Self.resolved(Self.screen, "mapView", line: 7) == ["variable@3:9", "optionalBinding@7:16"])
        #expect(Self.resolved(Self.screen, "mapView", line: 8) == ["optionalBinding@7:16"])
        // Not in the else branch.
        #expect(Self.resolved(Self.screen, "mapView", line: 10) == ["variable@3:9"])
        // A guard's name in the rest of the block.
        #expect(Self.resolved(Self.screen, "style", line: 13) == ["optionalBinding@12:19"])
    }

    @Test func closuresCapturesAndAnonymousParameters() {
        #expect(Self.resolved(Self.screen, "self", line: 15) == ["capture@14:31"])
        #expect(Self.resolved(Self.screen, "point", line: 15) == ["closureParameter@14:37"])
        #expect(Self.resolved(Self.screen, "$0", line: 16) == ["anonymousClosureParameter@implicit"])
        #expect(Self.resolved(Self.screen, "point", line: 16) == ["closureParameter@14:37"])
    }

    @Test func loopsCasesAndCatches() {
        #expect(Self.resolved(Self.screen, "index", line: 18) == ["forInElement@18:14", "forInElement@18:14"])
        #expect(Self.resolved(Self.screen, "marker", line: 18) == ["forInElement@18:21"])
        #expect(Self.resolved(Self.screen, "heading", line: 19) == ["patternBinding@19:40"])
        #expect(Self.resolved(Self.screen, "mode", line: 19) == ["variable@30:9", "variable@30:9"])
        #expect(Self.resolved(Self.screen, "failure", line: 20) == ["patternBinding@20:37"])
        #expect(Self.resolved(Self.screen, "error", line: 20) == ["catchError@implicit"])
    }

    /// A local declared later shadows the property only from its declaration on.
    @Test func shadowingFromTheDeclarationOn() {
        #expect(Self.resolved(Self.screen, "mapView", line: 21) == [])
        #expect(Self.resolved(Self.screen, "mapView", line: 22) == ["variable@21:13"])
        #expect(Self.resolved(Self.screen, "point", line: 28) == ["parameter@28:17", "variable@28:39"])
        #expect(Self.resolved(Self.screen, "newValue", line: 30) == ["accessorParameter@implicit"])
    }

    @Test func selfAndTypeMembers() throws {
        let tree = parse(Self.screen)
        let names = NameResolver(tree)
        let members = tree.root.syntax.descendants(MemberAccessExpr.self).filter { $0.line == 13 }
        #expect(members.map(\.name) == ["mapView", "identifier"])
        let resolved = members.compactMap { names.declaration(of: $0) }.map { names[$0] }
        #expect(resolved.map(\.name) == ["mapView", "identifier"])
        #expect(resolved.map { $0.nameToken?.line } == [3, 26])
        // `self?.show` in the closure reaches the method through `[weak self]`.
        let show = try #require(tree.root.syntax.descendants(MemberAccessExpr.self).first { $0.name == "show" })
        let method = try #require(names.declaration(of: show))
        #expect(names[method].kind == .function && names[method].nameToken?.line == 28)
    }

    @Test func declarationDetails() throws {
        let tree = parse(Self.screen)
        let names = NameResolver(tree)
        let zoom = try #require(tree.root.syntax.descendants(DeclReferenceExpr.self).first { $0.name == "zoom" })
        let declaration = names[try #require(names.declaration(of: zoom))]
        #expect(declaration.initializer?.trimmedText == "defaultZoom" && declaration.typeAnnotation == nil)
        let reference = try #require(
            tree.root.syntax.descendants(DeclReferenceExpr.self).first { $0.name == "mapView" })
        let property = names[try #require(names.declaration(of: reference))]
        #expect(property.typeAnnotation?.trimmedText == "MLNMapView!")
        #expect(property.container.map { names[$0].name } == "MapScreen")
        let type = try #require(property.container)
        #expect(
            names.members(of: type).map { names[$0].name } == [
                "mapView", "viewDidLoad", "identifier", "markers", "show", "load", "mode",
            ])
        #expect(names.references(to: try #require(names.declaration(of: zoom))).count == 1)
    }

    /// `if let name` unwraps the `name` declared before; a capture without a value captures one.
    @Test func sourceDeclarations() throws {
        let source = "func f(map: MLNMapView?) {\n    if let map { use(map) }\n    run { [map] in use(map) }\n}"
        let tree = parse(source)
        let names = NameResolver(tree)
        let uses = tree.root.syntax.descendants(DeclReferenceExpr.self).filter { $0.name == "map" }
        let declarations = uses.compactMap { names.declaration(of: $0) }.map { names[$0] }
        #expect(declarations.map(\.kind) == [.optionalBinding, .capture])
        for declaration in declarations {
            let source = try #require(declaration.sourceDeclaration)
            #expect(names[source].kind == .parameter && names[source].typeAnnotation?.trimmedText == "MLNMapView?")
        }
    }

    @Test func tuplesParametersAndOverloads() throws {
        let source = """
            func move(to point: CGPoint) {}
            func move(by offset: CGFloat) {}
            func g(_ value: Int = 1, animated: Bool) {
                let (x, y): (Double, Int) = (1, 2)
                print(x, y, value, animated)
                move(by: 2)
                func local() { local() }
            }
            """
        #expect(Self.resolved(source, "x", line: 5) == ["variable@4:10"])
        #expect(Self.resolved(source, "value", line: 5) == ["parameter@3:10"])
        #expect(Self.resolved(source, "move", line: 6) == ["function@2:6"])
        #expect(Self.resolved(source, "local", line: 7) == ["function@7:10"])
        let tree = parse(source)
        let names = NameResolver(tree)
        let y = try #require(tree.root.syntax.descendants(DeclReferenceExpr.self).first { $0.name == "y" })
        let declaration = names[try #require(names.declaration(of: y))]
        #expect(declaration.typeAnnotation?.trimmedText == "Int" && declaration.initializer?.trimmedText == "2")
    }

    /// `$name` is the projection of the property wrapper of `name`; `T` a generic parameter.
    @Test func projectionsAndGenericParameters() {
        let source = "struct Settings { @Published var zoom = 1; func f<T>(_ value: T) { print($zoom, T.self) } }"
        #expect(Self.resolved(source, "$zoom", line: 1) == ["variable@1:34"])
        #expect(Self.resolved(source, "T", line: 1) == ["genericParameter@1:51"])
    }

    /// A method of a type nested in a function reads the type's member before the function's local.
    @Test func membersOfNestedTypesBeatOuterLocals() {
        let source = """
            func outer() {
                let zoom = 1
                struct Camera {
                    var zoom = 2
                    func read() -> Int { zoom }
                }
                print(zoom)
            }
            """
        #expect(Self.resolved(source, "zoom", line: 5) == ["variable@4:13"])
        #expect(Self.resolved(source, "zoom", line: 7) == ["variable@2:9"])
    }

    @Test func inheritedMembersAndStatics() {
        let source = """
            class Base { var map: Int = 0; static let shared = Base() }
            class Screen: Base {
                func f() { print(map, super.map, Base.shared) }
            }
            """
        let tree = parse(source)
        let names = NameResolver(tree)
        #expect(Self.resolved(source, "map", line: 3) == ["variable@1:18"])
        let members = tree.root.syntax.descendants(MemberAccessExpr.self)
        #expect(members.compactMap { names.declaration(of: $0) }.map { names[$0].name } == ["map", "shared"])
    }
}
