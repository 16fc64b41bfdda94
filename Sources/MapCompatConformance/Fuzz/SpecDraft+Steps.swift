import Foundation
import MapCompatCore

extension SpecDraft {
    /// One step of a kind the vocabulary allows, weighted towards touch input; `nil` when nothing fits.
    mutating func step() -> Step? {
        let usable = Step.Kind.allCases.filter { (allows(.step($0)) || $0 == .camera) && isSensible($0) }
        guard let kind = random.weighted(usable.map { ($0, Self.weight(of: $0)) }) else { return nil }
        return step(kind: kind)
    }

    /// How often each kind is drawn, relative to the others.
    private static func weight(of kind: Step.Kind) -> Double {
        switch kind {
        case .tap, .pan: 4
        case .doubleTap, .longPress, .pinch, .drag, .wait: 2
        case .rotate, .tilt, .touches, .camera: 1.5
        case .twoFingerTap, .quickZoom, .tapControl, .set, .tapCallout: 1
        case .selectIndoorLevel, .location: 0.5
        }
    }

    /// Steps that name scene items need them.
    private func isSensible(_ kind: Step.Kind) -> Bool {
        switch kind {
        case .camera: allows(.flatCameraStep)
        case .tapCallout: calloutTargets.isEmpty == false
        case .selectIndoorLevel: scene.contains { $0.kind == "indoor" }
        case .tap, .doubleTap, .twoFingerTap, .longPress, .pan, .pinch, .rotate, .tilt, .quickZoom, .drag,
            .touches, .wait, .tapControl, .set, .location:
            true
        }
    }

    private var calloutTargets: [(String, Spec.SceneItem.Annotation)] {
        scene.compactMap { item in
            guard case .annotation(let annotation) = item.content, annotation.callout else { return nil }
            return (item.id, annotation)
        }
    }

    private mutating func step(kind: Step.Kind) -> Step? {
        switch kind {
        case .tap: return .tap(target())
        case .doubleTap: return .doubleTap(target())
        case .twoFingerTap: return .twoFingerTap(target(margin: 30))
        case .longPress: return .longPress(target(), duration: random.number(0.2...1.5, step: 0.05))
        case .pan:
            return .pan(Step.Pan(from: target(), to: screenPoint(), duration: duration(), release: release()))
        case .pinch:
            return .pinch(
                Step.Pinch(
                    center: inner(x: 130, y: 60), scale: random.number(0.4...2.5, step: 0.05), duration: duration(),
                    release: release()))
        case .rotate:
            return .rotate(
                Step.Rotate(
                    center: inner(x: 90, y: 90), degrees: random.number(-120...120, step: 1), duration: duration()))
        case .tilt:
            return .tilt(
                Step.Tilt(center: inner(x: 60, y: 160), dy: random.number(-150...150, step: 1), duration: duration()))
        case .quickZoom:
            return .quickZoom(
                Step.QuickZoom(
                    at: inner(x: 20, y: 160), dy: random.number(-150...150, step: 1), duration: duration()))
        case .drag:
            return .drag(
                Step.Drag(
                    from: target(), to: screenPoint(), hold: random.number(0.2...1.2, step: 0.05),
                    duration: duration()))
        case .touches: return .touches(touchFrames())
        case .wait: return .wait(random.number(0.05...2, step: 0.05))
        case .camera: return .camera(cameraMove())
        case .tapControl: return random.pick(Step.tappableControls).map(Step.tapControl)
        case .set: return .set(mapSettings(initial: false))
        case .tapCallout:
            guard let (id, annotation) = random.pick(calloutTargets) else { return nil }
            return .tapCallout(id: id, part: random.pick([.body] + annotation.accessories) ?? .body)
        case .selectIndoorLevel:
            let levels = scene.flatMap { item -> [String] in
                if case .indoor(let indoor) = item.content { return indoor.levels }
                return []
            }
            return random.pick(levels).map(Step.selectIndoorLevel)
        case .location:
            guard let position = screenPosition(margin: 40) else { return nil }
            let heading = random.chance(0.4) ? random.number(0...359, step: 1) : nil
            return .location(Step.LocationUpdate(position: position, heading: heading))
        }
    }

    /// Half the time a scene item's visible centre (so taps and drags reach items), else any point.
    private mutating func target(margin: Double = 10) -> CGPoint {
        if random.chance(0.5), let item = random.pick(scene), let point = centre(of: item),
            (margin...(400 - margin)).contains(Double(point.x)), (margin...(800 - margin)).contains(Double(point.y))
        {
            return point
        }
        return screenPoint(margin: margin)
    }

    private func centre(of item: Spec.SceneItem) -> CGPoint? {
        func offset(_ point: CGPoint, _ size: CGSize, _ anchor: CGPoint) -> CGPoint {
            CGPoint(
                x: FuzzRandom.round(Double(point.x) + (0.5 - Double(anchor.x)) * Double(size.width), step: 1),
                y: FuzzRandom.round(Double(point.y) + (0.5 - Double(anchor.y)) * Double(size.height), step: 1))
        }
        switch item.content {
        case .marker(let marker): return offset(projection.point(for: marker.position), marker.size, marker.anchor)
        case .annotation(let a): return offset(projection.point(for: a.position), a.size, a.anchor)
        case .symbol(let symbol): return projection.point(for: symbol.position)
        case .circle(let circle): return projection.point(for: circle.center)
        case .polyline(let line):
            let a = projection.point(for: line.points[0])
            let b = projection.point(for: line.points[1])
            return CGPoint(
                x: FuzzRandom.round(Double(a.x + b.x) / 2, step: 1), y: FuzzRandom.round(Double(a.y + b.y) / 2, step: 1)
            )
        case .polygon(let polygon):
            let points = polygon.points.map(projection.point(for:))
            let x = points.reduce(0) { $0 + Double($1.x) } / Double(points.count)
            let y = points.reduce(0) { $0 + Double($1.y) } / Double(points.count)
            return CGPoint(x: FuzzRandom.round(x, step: 1), y: FuzzRandom.round(y, step: 1))
        case .indoor(let indoor):
            let bounds = indoor.bounds
            guard
                let middle = try? LatLng(
                    latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2)
            else { return nil }
            return projection.point(for: middle)
        }
    }

    /// A point at least `x` and `y` points from the viewport's sides, for fingers placed around it.
    private mutating func inner(x: Double, y: Double) -> CGPoint {
        CGPoint(x: random.number(x...(400 - x), step: 1), y: random.number(y...(800 - y), step: 1))
    }

    private mutating func duration() -> Double { random.number(0.1...1.2, step: 0.05) }

    private mutating func release() -> Step.Release { random.chance(0.4) ? .fling : .hold }

    private mutating func cameraMove() -> Step.CameraMove {
        let camera = cameraSettings(tilted: allows(.step(.camera)))
        let duration = random.chance(0.5) ? 0 : random.number(0.1...1.5, step: 0.05)
        return Step.CameraMove(camera: camera, duration: duration)
    }

    /// Raw frames: one or two fingers moving in small jumps, sometimes lifting one by one or cancelled.
    private mutating func touchFrames() -> [Step.TouchFrame] {
        let fingers = random.chance(0.7) ? ["a"] : ["a", "b"]
        var points = Dictionary(uniqueKeysWithValues: fingers.map { ($0, screenPoint(margin: 20)) })
        var frames: [Step.TouchFrame] = []
        var time = 0.0
        for _ in 0..<random.int(2...8) {
            frames.append(Step.TouchFrame(time: FuzzRandom.round(time, step: 0.001), points: points))
            time += random.number(0.008...0.2, step: 0.001)
            for finger in points.keys.sorted() where random.chance(0.7) {
                guard let point = points[finger] else { continue }
                points[finger] = CGPoint(
                    x: min(400, max(0, Double(point.x) + random.number(-40...40, step: 1))),
                    y: min(800, max(0, Double(point.y) + random.number(-40...40, step: 1))))
            }
            if points.count > 1, random.chance(0.15), let first = points.keys.sorted().first {
                points[first] = nil
            }
        }
        let end = FuzzRandom.round(time, step: 0.001)
        frames.append(Step.TouchFrame(time: end, points: [:], cancel: random.chance(0.1)))
        return frames
    }
}
