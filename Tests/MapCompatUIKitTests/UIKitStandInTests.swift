import Foundation
import MapCompatCore
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    @Suite struct UIViewTests {
        @Test func settingTheFrameResizesTheBoundsAndTellsTheView() {
            final class Probe: UIView {
                var resized = 0
                override func boundsDidChangeSize() { resized += 1 }
            }
            let view = Probe(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
            #expect(view.resized == 1)
            view.frame.origin = CGPoint(x: 5, y: 5)
            #expect(view.resized == 1)
        }

        @Test func pointsConvertBetweenNestedViews() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let child = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
            root.addSubview(child)
            #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 110))
            #expect(root.convert(CGPoint(x: 60, y: 110), to: child) == CGPoint(x: 10, y: 10))
            #expect(child.convert(CGPoint(x: 60, y: 110), from: nil) == CGPoint(x: 10, y: 10))
            child.removeFromSuperview()
            #expect(root.subviews.isEmpty && child.superview == nil)
        }

        @Test func aViewWithoutRecognizersReportsNilAsUIKitDoes() {
            let view = UIView()
            #expect(view.gestureRecognizers == nil)
            let tap = UITapGestureRecognizer()
            view.addGestureRecognizer(tap)
            #expect(view.gestureRecognizers == [tap])
            #expect(tap.view === view)
        }
    }

    @Suite struct UIGestureRecognizerTests {
        @Test func anAppTapRecognizerOnTheMapFiresAndReportsItsLocation() throws {
            let map = try InteractiveMap()
            var states: [UIGestureRecognizer.State] = []
            var locations: [CGPoint] = []
            let tap = UITapGestureRecognizer { recognizer in
                states.append(recognizer.state)
                locations.append(recognizer.location(in: nil))
            }
            map.addGestureRecognizer(tap.coreRecognizer)
            var script = TouchScript()
            try script.tap(at: CGPoint(x: 120, y: 300))
            try map.handle(script.frames)
            try map.advance(by: 1)
            #expect(states == [.recognized])
            #expect(locations == [CGPoint(x: 120, y: 300)])
        }

        @Test func requiringABuiltInDoubleTapToFailDelaysTheSingleTap() throws {
            let map = try InteractiveMap()
            var firedAt: [Double] = []
            let tap = UITapGestureRecognizer { _ in firedAt.append(map.clock.now) }
            let builtIn = map.gestureRecognizers.map(UIGestureRecognizer.wrapping)
            for recognizer in builtIn {
                if let other = recognizer as? UITapGestureRecognizer, other.numberOfTapsRequired == 2 {
                    tap.require(toFail: other)
                }
            }
            map.addGestureRecognizer(tap.coreRecognizer)
            var script = TouchScript()
            try script.tap(at: CGPoint(x: 120, y: 300))
            try map.handle(script.frames)
            try map.advance(by: 1)
            let fired = try #require(firedAt.first)
            #expect(fired > 0.05)
        }

        @Test func wrappersOfOneCoreRecognizerAreEqual() throws {
            let map = try InteractiveMap()
            let first = map.gestureRecognizers.map(UIGestureRecognizer.wrapping)
            let second = map.gestureRecognizers.map(UIGestureRecognizer.wrapping)
            #expect(first == second)
            #expect(first.contains { $0 is UIPanGestureRecognizer })
            #expect(first.contains { $0 is UIPinchGestureRecognizer })
        }

        @Test func aDelegateThatRefusesKeepsTheRecognizerFromFiring() throws {
            final class Refuser: UIGestureRecognizerDelegate {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
            }
            let map = try InteractiveMap()
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            let refuser = Refuser()
            tap.delegate = refuser
            map.addGestureRecognizer(tap.coreRecognizer)
            var script = TouchScript()
            try script.tap(at: CGPoint(x: 120, y: 300))
            try map.handle(script.frames)
            try map.advance(by: 1)
            #expect(fired == 0)
        }
    }

    @Suite struct UIKitValueTests {
        @Test func insetsConvertSideForSide() {
            let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(EdgeInsets(insets) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(UIEdgeInsets(EdgeInsets(insets)) == insets)
            let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(EdgeInsets(directional) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }

        @Test func timingFunctionsCarryCoreAnimationsControlPoints() {
            #expect(CAMediaTimingFunction(name: .easeInEaseOut).timingCurve == .easeInOut)
            #expect(CAMediaTimingFunction(name: .linear).timingCurve == .linear)
            let clamped = CAMediaTimingFunction(controlPoints: -1, 0, 2, 1).timingCurve
            #expect(clamped.x1 == 0 && clamped.x2 == 1)
        }

        @Test func coloursWithEqualComponentsAreEqual() {
            #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
            #expect(UIColor.red.withAlphaComponent(0.5) != UIColor.red)
        }
    }
#endif

@Suite struct MapDiagnosticsTests {
    @Test func reportsAreKeptInOrderAndPassedOn() throws {
        let map = try InteractiveMap()
        var seen: [String] = []
        map.diagnostics.onReport = { seen.append($0.field) }
        map.diagnostics.report(
            MapDiagnostic(field: "MLNMapView.zoomLevel", value: "nan", action: .ignored, message: "not finite"))
        map.diagnostics.report(
            MapDiagnostic(
                MapCompatError(.outOfRange, field: "tilt", "-3 is below 0"), value: "-3", action: .clamped(to: 0)))
        #expect(map.diagnostics.entries.map(\.field) == ["MLNMapView.zoomLevel", "tilt"])
        #expect(seen == ["MLNMapView.zoomLevel", "tilt"])
        #expect(map.diagnostics.last?.description == "tilt = -3: clamped to 0.0 (-3 is below 0)")
        map.diagnostics.removeAll()
        #expect(map.diagnostics.entries.isEmpty)
    }
}
