import Foundation
import MapCompatCore

/// Adding and finding sources, layers and images at runtime, with `MLNStyle`'s signatures. Where MapLibre
/// raises an exception (a second source or layer of an identifier, a layer whose sibling is not in the
/// style), the call is ignored and reported on the core's diagnostics channel.
extension MLNStyle {
    /// The style's sources.
    public var sources: Set<MLNSource> {
        get { Set(sourceList) }
        set {
            for source in sourceList where !newValue.contains(source) { removeSource(source) }
            for source in newValue.sorted(by: { $0.identifier < $1.identifier }) where !sourceList.contains(source) {
                addSource(source)
            }
        }
    }

    /// The source with an identifier, or `nil`.
    public func source(withIdentifier identifier: String) -> MLNSource? {
        sourceList.first { $0.identifier == identifier }
    }

    /// Adds a source; the layers over it draw its content from now on.
    public func addSource(_ source: MLNSource) {
        guard self.source(withIdentifier: source.identifier) == nil else {
            report("source.identifier", source.identifier, "the style already has a source with this identifier")
            return
        }
        sourceList.append(source)
        source.style = self
        redraw()
    }

    /// Removes a source; layers over it draw nothing until a source of its identifier is added again.
    public func removeSource(_ source: MLNSource) {
        guard let index = sourceList.firstIndex(of: source) else { return }
        sourceList.remove(at: index)
        source.style = nil
        redraw()
    }

    /// The layers, bottom first.
    public var layers: [MLNStyleLayer] {
        get { layerList }
        set {
            for layer in layerList { layer.style = nil }
            layerList = []
            for layer in newValue { addLayer(layer) }
            redraw()
        }
    }

    /// The layer with an identifier, or `nil`.
    public func layer(withIdentifier identifier: String) -> MLNStyleLayer? {
        layerList.first { $0.identifier == identifier }
    }

    /// Adds a layer on top of the others.
    public func addLayer(_ layer: MLNStyleLayer) {
        insert(layer, at: layerList.count)
    }

    /// Inserts a layer at an index, bottom first (an index past the end adds it on top).
    public func insertLayer(_ layer: MLNStyleLayer, at index: UInt) {
        insert(layer, at: min(Int(clamping: index), layerList.count))
    }

    /// Inserts a layer just beneath another.
    public func insertLayer(_ layer: MLNStyleLayer, below sibling: MLNStyleLayer) {
        guard let index = layerList.firstIndex(of: sibling) else {
            report("sibling", sibling.identifier, "the sibling layer is not in the style")
            return
        }
        insert(layer, at: index)
    }

    /// Inserts a layer just above another.
    public func insertLayer(_ layer: MLNStyleLayer, above sibling: MLNStyleLayer) {
        guard let index = layerList.firstIndex(of: sibling) else {
            report("sibling", sibling.identifier, "the sibling layer is not in the style")
            return
        }
        insert(layer, at: index + 1)
    }

    /// Removes a layer.
    public func removeLayer(_ layer: MLNStyleLayer) {
        guard let index = layerList.firstIndex(of: layer) else { return }
        layerList.remove(at: index)
        layer.style = nil
        redraw()
    }

    /// The image added under a name, or `nil`.
    public func image(forName name: String) -> UIImage? { images[name] }

    /// Adds or replaces an image that symbol layers draw by name; its size decides their icons' boxes.
    public func setImage(_ image: UIImage, forName name: String) {
        images[name] = image
        redraw()
    }

    /// Removes an image.
    public func removeImage(forName name: String) {
        guard images.removeValue(forKey: name) != nil else { return }
        redraw()
    }

    private func insert(_ layer: MLNStyleLayer, at index: Int) {
        guard self.layer(withIdentifier: layer.identifier) == nil else {
            report("layer.identifier", layer.identifier, "the style already has a layer with this identifier")
            return
        }
        layerList.insert(layer, at: index)
        layer.style = self
        redraw()
    }

    /// Reports an ignored call on the map's diagnostics channel.
    func report(_ field: String, _ value: String, _ message: String) {
        mapView?.core.diagnostics.report(
            MapDiagnostic(field: field, value: value, action: .ignored, message: message))
    }
}
