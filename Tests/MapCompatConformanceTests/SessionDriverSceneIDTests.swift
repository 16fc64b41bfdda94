import Foundation
import MapCompatConformance
import MapCompatCore
import MapCompatTestSupport
import Testing

/// A pretend vendor view whose annotations carry no ids of the app's: the adapter names them `pin-1`, `pin-2`…
private final class RenamingView: CoreBackedView {
    let core: InteractiveMap
    init() throws { core = try InteractiveMap(profile: .neutral) }
}

/// A plugin over ``RenamingView``: it tells the driver which core annotation each scene item became (or, with
/// `namesItems` false, forgets to).
private struct RenamingPlugin: AdapterPlugin {
    var namesItems = true
    var id: String { "renaming" }
    var capabilities: Set<Capability> {
        [
            .step(.tap), .step(.wait), .step(.tapCallout), .scene("annotation"), .scene("callout"),
            .event(.calloutShow), .event(.calloutHide), .event(.annotationSelect), .event(.annotationDeselect),
            .event(.calloutTap), .event(.mapTap), .expect("selected"),
        ]
    }

    func makeSession(for spec: Spec) throws -> any AdapterSession {
        try RenamingSession(spec: spec, namesItems: namesItems)
    }
}

private final class RenamingSession: AdapterSession {
    let view: RenamingView
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }

    init(spec: Spec, namesItems: Bool) throws {
        view = try RenamingView()
        driver = SessionDriver(view: view)
        for (number, item) in spec.scene.enumerated() {
            guard case .annotation(let fields) = item.content else { continue }
            let vendorID = AnnotationID("pin-\(number + 1)")
            try view.core.addAnnotation(
                Annotation(
                    id: vendorID, coordinate: fields.position, title: fields.title, canShowCallout: fields.callout,
                    hasLeftAccessory: fields.accessories.contains(.left),
                    hasRightAccessory: fields.accessories.contains(.right)))
            if namesItems { driver.name(vendorID, sceneID: item.id) }
        }
        view.core.addObserver { [unowned self] observed in
            if let event = self.renamed(observed.event) { self.driver.record(event) }
        }
    }

    /// The core's event with the spec's ids, for the kinds this plugin reports.
    private func renamed(_ event: MapEvent) -> MapEvent? {
        func scene(_ id: String) -> String { driver.sceneID(of: AnnotationID(id)) }
        switch event {
        case .calloutShow(let id): return .calloutShow(id: scene(id))
        case .calloutHide(let id): return .calloutHide(id: scene(id))
        case .annotationSelect(let id): return .annotationSelect(id: scene(id))
        case .annotationDeselect(let id): return .annotationDeselect(id: scene(id))
        case .calloutTap(let id, let part): return .calloutTap(id: scene(id), part: part)
        case .mapTap: return event
        default: return nil
        }
    }

    func perform(_ step: Step) throws {
        if try driver.perform(step) { return }
        throw NotExpressible(reason: "the pretend SDK cannot perform \(step.kind) steps")
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }

    var state: ObservedState {
        ObservedState(selected: Set(view.core.selectedAnnotationID.map { [driver.sceneID(of: $0)] } ?? []))
    }
}

/// `tapCallout` names the spec's scene id; an adapter that names its annotations itself tells the driver.
@Suite struct SessionDriverSceneIDTests {
    let spec: Spec

    init() throws {
        let path = PackagePaths.specsRoot.appendingPathComponent("annotations/accessory-tap-is-only-a-callout-tap.json")
        spec = try SpecLoader().loadFile(at: path.path, defaultID: "accessory-tap").result.get()
    }

    @Test func calloutTapsFindTheRenamedAnnotation() {
        let results = ConformanceRunner(plugins: [CorePlugin(), RenamingPlugin()]).run(spec)
        #expect(results.map(\.status) == [.pass, .pass], "\(results.map(\.message))")
    }

    @Test func withoutTheNamesTheCalloutIsNotFound() {
        let result = ConformanceRunner(plugins: [RenamingPlugin(namesItems: false)]).run(spec)[0]
        #expect(result.status == .error)
        #expect(result.message.contains("annotation a shows no callout"), "\(result.message)")
    }

    @Test func theDriverMapsBothWays() throws {
        let driver = SessionDriver(view: try RenamingView())
        #expect(driver.annotationID(forSceneID: "a") == "a")
        driver.name("pin-1", sceneID: "a")
        driver.name("pin-2", sceneID: "a")
        #expect(driver.annotationID(forSceneID: "a") == "pin-2")
        #expect(driver.sceneID(of: "pin-2") == "a")
        #expect(driver.sceneID(of: "pin-1") == "pin-1")
        #expect(driver.annotationIDs == ["a": "pin-2"])
    }
}
