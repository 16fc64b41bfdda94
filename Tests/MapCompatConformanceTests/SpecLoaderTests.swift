import Foundation
import MapCompatConformance
import MapCompatCore
import Testing

struct SpecLoaderTests {
    @Test func fullDocumentLoadsWithEveryFieldTyped() throws {
        let file = loadSpec(
            """
            {"format": "mapcompat-spec/1", "title": "Everything at once", "id": "custom/id", "source": "docs",
             "adapters": ["core", "naver"], "profile": "vendor",
             "map": {"viewport": {"width": 300, "height": 600, "insets": {"top": 20}},
                     "camera": {"zoom": 12, "bearing": 30}, "limits": {"minZoom": 2, "maxZoom": 18, "maxTilt": 45},
                     "gestures": {"rotate": false}, "disabledGestures": ["doubleTap"],
                     "exclusions": {"pinch": ["pan"], "rotate": []}, "deceleration": "fast",
                     "controls": {"compass": true, "logo": {"align": "rightTop", "margin": {"right": 8}, "tappable": false}},
                     "location": {"lat": 37.5, "lng": 127, "heading": 90, "tracking": "follow"}},
             "scene": [
               {"id": "m", "kind": "marker", "lat": 37.56, "lng": 126.97, "tap": "consume", "z": 2},
               {"id": "s", "kind": "symbol", "lat": 37.56, "lng": 126.98, "caption": "City Hall"},
               {"id": "l", "kind": "polyline", "points": [[37.5, 126.9], [37.6, 127.0]]},
               {"id": "p", "kind": "polygon", "points": [[37.5, 126.9], [37.6, 127.0], [37.5, 127.0]]},
               {"id": "c", "kind": "circle", "lat": 37.5, "lng": 127, "radius": 100, "globalZ": -1},
               {"id": "a", "kind": "annotation", "lat": 37.5, "lng": 127, "title": "Pin", "callout": true,
                "accessories": ["right"], "draggable": true},
               {"id": "i", "kind": "indoor", "bounds": {"south": 37.5, "west": 126.9, "north": 37.6, "east": 127},
                "levels": ["B1", "1F"]}],
             "handlers": {"symbolTap": "propagate", "drag": "allow"},
             "steps": [{"tap": [10, 20]}, {"longPress": [5, 5], "duration": 1.2},
                       {"pan": {"from": [0, 0], "to": [100, 0], "release": "fling"}},
                       {"touches": [{"t": 0, "points": {"a": [1, 2]}}, {"t": 0.1, "points": {}, "cancel": true}]},
                       {"wait": 0.5}, {"tapControl": "compass"}, {"tapCallout": {"id": "a", "part": "right"}},
                       {"camera": {"zoom": 16, "duration": 0.3}}, {"set": {"deceleration": "immediate"}},
                       {"location": {"lat": 37.51, "lng": 127.01}}],
             "expect": {"events": [{"kind": "mapTap", "x": 10, "t": {"max": 0.1}}], "absent": ["legalNotice"],
                        "camera": {"zoom": {"approx": 16, "within": 0.1}}, "selected": [],
                        "dragState": {"a": "none"}, "controls": {"compass": "visible"}, "tracking": "follow",
                        "indoor": {"picker": "hidden", "level": "B1"}}}
            """)
        let spec = try #require(file.spec, "\(file.result)")
        #expect(file.warnings.isEmpty)
        #expect(spec.id == "custom/id")
        #expect(spec.profile == .vendor)
        #expect(spec.map.viewport?.insets == EdgeInsets(top: 20))
        #expect(spec.map.exclusions?[.rotate] == [])
        #expect(spec.map.controls?.logo?.align == .rightTop)
        #expect(
            spec.scene.map(\.kind) == ["marker", "symbol", "polyline", "polygon", "circle", "annotation", "indoor"])
        #expect(spec.scene[0].tap == .consume && spec.scene[0].z == 2)
        guard case .marker(let marker) = spec.scene[0].content else { throw Unexpected.content }
        #expect(marker.size == CGSize(width: 24, height: 36) && marker.anchor == CGPoint(x: 0.5, y: 1))
        guard case .indoor(let indoor) = spec.scene[6].content else { throw Unexpected.content }
        #expect(indoor.level == "B1")
        #expect(spec.steps[1] == .longPress(CGPoint(x: 5, y: 5), duration: 1.2))
        #expect(spec.steps[2] == .pan(Step.Pan(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0.5, release: .fling)))
        #expect(spec.steps[6] == .tapCallout(id: "a", part: .right))
        #expect(
            spec.expect.events == [
                EventPattern(kind: .mapTap, fields: ["x": .number(.exact(10))], time: .range(min: nil, max: 0.1))
            ])
        #expect(spec.expect.absent == [EventPattern(kind: .legalNotice)])
        #expect(spec.expect.selected == [])
        #expect(spec.expect.controls == [.compass: .visible])
    }

    @Test func minimalDocumentTakesDefaultsAndItsPathAsID() throws {
        let spec = try #require(loadSpec(#"{"format": "mapcompat-spec/1", "title": "Nothing happens"}"#).spec)
        #expect(spec.id == "sample")
        #expect(spec.profile == .neutral)
        #expect(spec.steps.isEmpty && spec.scene.isEmpty && spec.adapters == nil)
    }

    @Test func wrongTypesNameTheFileAndPath() throws {
        let file = loadSpec(
            #"{"format": "mapcompat-spec/1", "title": 3, "steps": [{"tap": [1, "2"]}, {"pan": {"from": [0, 0], "to": [1, 1], "duration": "fast"}}]}"#
        )
        guard case .failure(let error) = file.result else { throw Unexpected.loaded }
        #expect(error.file == "specs/sample.json")
        #expect(
            error.problems.map { "\($0.path): \($0.message)" } == [
                "$.title: expected a string, found a number",
                "$.steps[0].tap[1]: expected a number, found a string",
                "$.steps[1].pan.duration: expected a number, found a string",
            ])
        #expect(error.description.hasPrefix("specs/sample.json is not a valid spec (3 problems):"))
        #expect(error.problems[0].description == "specs/sample.json: $.title: expected a string, found a number")
    }

    @Test func unknownStepAndEventKindsAreErrors() {
        #expect(
            pathsAndMessages(
                #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"swipe": [1, 2]}], "expect": {"events": [{"kind": "mapTapp"}], "absent": ["gestur"]}}"#
            ) == [
                "$.steps[0]: unknown step kind \"swipe\"",
                "$.expect.events[0].kind: unknown event kind \"mapTapp\"; did you mean \"mapTap\"?",
                "$.expect.absent[0]: unknown event kind \"gestur\"; did you mean \"gesture\"?",
            ])
    }

    @Test func missingRequiredFieldsAreErrors() {
        #expect(
            pathsAndMessages(
                #"{"steps": [{"pan": {"from": [0, 0]}}], "scene": [{"kind": "marker", "lat": 1}]}"#
            ) == [
                "$.format: the required field \"format\" is missing",
                "$.title: the required field \"title\" is missing",
                "$.scene[0].id: the required field \"id\" is missing",
                "$.scene[0].lng: the required field \"lng\" is missing",
                "$.steps[0].pan.to: the required field \"to\" is missing",
            ])
    }

    @Test func nonFiniteNumbersAreErrors() {
        #expect(
            pathsAndMessages(
                #"{"format": "mapcompat-spec/1", "title": "t", "map": {"camera": {"lat": NaN}}, "steps": [{"wait": 1e999}, {"tap": [-Infinity, 0]}]}"#
            ) == [
                "$.map.camera.lat: nan is not a finite number",
                "$.steps[0].wait: inf is not a finite number",
                "$.steps[1].tap[0]: -inf is not a finite number",
            ])
    }

    @Test func rangesWithMinAboveMaxAreErrors() {
        #expect(
            pathsAndMessages(
                #"{"format": "mapcompat-spec/1", "title": "t", "map": {"limits": {"minZoom": 10, "maxZoom": 3}}, "expect": {"camera": {"zoom": {"min": 5, "max": 2}}, "events": [{"kind": "mapTap", "t": {"min": 1, "max": 0.5}}]}}"#
            ) == [
                "$.map.limits.minZoom: minZoom 10 is greater than maxZoom 3",
                "$.expect.events[0].t: min 1 is greater than max 0.5",
                "$.expect.camera.zoom: min 5 is greater than max 2",
            ])
    }

    @Test func unknownFieldsAreWarningsNotErrors() throws {
        let file = loadSpec(
            #"{"format": "mapcompat-spec/1", "title": "t", "titel": "x", "map": {"gestrues": {}}, "expect": {"events": [{"kind": "gesture", "gesturr": "pan"}]}}"#
        )
        let spec = try #require(file.spec)
        #expect(spec.expect.events == [EventPattern(kind: .gesture)])
        #expect(
            file.warnings.map { "\($0.path): \($0.message)" } == [
                "$.titel: unknown field \"titel\" is ignored; did you mean \"title\"?",
                "$.map.gestrues: unknown field \"gestrues\" is ignored; did you mean \"gestures\"?",
                "$.expect.events[0].gesturr: unknown field \"gesturr\" in a gesture event pattern is ignored; did you mean \"gesture\"?",
            ])
    }

    @Test func valuesOutsideTheirDomainAreErrors() {
        #expect(
            pathsAndMessages(
                #"{"format": "mapcompat-spec/2", "title": "", "profile": "strict", "map": {"exclusions": {"swipe": ["pan"]}}, "scene": [{"id": "x", "kind": "blob"}, {"id": "x", "kind": "circle", "lat": 95, "lng": 0, "radius": 1}], "expect": {"events": [{"kind": "gesture", "phase": "begun"}]}}"#
            ) == [
                "$.format: \"mapcompat-spec/2\" is not a format this loader reads; expected \"mapcompat-spec/1\"",
                "$.title: must not be empty",
                "$.profile: \"strict\" is not one of \"neutral\", \"vendor\"",
                "$.map.exclusions.swipe: \"swipe\" is not a gesture kind",
                "$.scene[0].kind: unknown scene item kind \"blob\"",
                "$.scene[1].lat: 95 is outside -90...90",
                "$.expect.events[0].phase: \"begun\" is not one of \"began\", \"changed\", \"ended\", \"cancelled\"",
            ])
    }

    @Test func stepsNeedExactlyOneKindAndOrderedTouchFrames() {
        #expect(
            pathsAndMessages(
                #"{"format": "mapcompat-spec/1", "title": "t", "steps": [{"tap": [0, 0], "wait": 1}, {"touches": [{"t": 0.2}, {"t": 0.1}]}, "tap"]}"#
            ) == [
                "$.steps[0]: a step has one kind, but this one has \"tap\" and \"wait\"",
                "$.steps[1].touches[1].t: 0.1 is earlier than the previous frame's 0.2",
                "$.steps[2]: expected an object, found a string",
            ])
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect(
            pathsAndMessages("{\n  \"format\": \"mapcompat-spec/1\",\n  \"title\": \"t\"\n  \"steps\": []\n}") == [
                "$: invalid JSON at line 4, column 3: expected ',' or '}' in an object"
            ])
    }

    @Test func repeatedKeysAreErrors() {
        #expect(
            pathsAndMessages(#"{"format": "mapcompat-spec/1", "title": "a", "title": "b"}"#) == [
                "$.title: the field \"title\" appears more than once"
            ])
    }

    @Test func directoriesLoadSortedWithPathIDsAndRejectRepeatedIDs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mapcompat-loader-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("b"), withIntermediateDirectories: true)
        let valid = #"{"format": "mapcompat-spec/1", "title": "t"}"#
        try Data(valid.utf8).write(to: root.appendingPathComponent("b/two.json"))
        try Data(valid.utf8).write(to: root.appendingPathComponent("a.json"))
        try Data(#"{"format": "mapcompat-spec/1", "title": "t", "id": "a"}"#.utf8)
            .write(to: root.appendingPathComponent("c.json"))
        try Data("not json".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let files = try SpecLoader().load(path: root.path)
        #expect(files.map(\.id) == ["a", "b/two", "a"])
        #expect(files[0].spec != nil && files[1].spec != nil)
        guard case .failure(let error) = files[2].result else { throw Unexpected.loaded }
        #expect(error.problems.map(\.message) == ["the id \"a\" is also used by \(root.path)/a.json"])
        #expect(throws: SpecSourceError.self) { try SpecLoader().load(path: root.appendingPathComponent("none").path) }
    }

    enum Unexpected: Error { case content, loaded }
}
