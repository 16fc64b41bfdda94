import Foundation

/// What the renderer did for a frame, handed to
/// `mapViewDidFinishRenderingFrame(_:fullyRendered:renderingStats:)`: MapLibre's `MLNRenderingStats`
/// (maplibre/maplibre-native `platform/darwin/src/MLNRenderingStats.h`), whose read-only properties Swift's
/// importer types as `Double` (`double`), `Int32` (`int`) and `UInt` (`unsigned long`). Nothing is drawn
/// headless, so every figure is 0.
open class MLNRenderingStats: NSObject {
    /// Frame CPU encoding time, in milliseconds.
    open private(set) var encodingTime: Double = 0
    /// Frame CPU rendering time, in milliseconds.
    open private(set) var renderingTime: Double = 0
    /// Number of frames rendered.
    open private(set) var numFrames: Int32 = 0
    /// Number of draw calls executed during the most recent frame.
    open private(set) var numDrawCalls: Int32 = 0
    /// Total number of draw calls executed during all the frames.
    open private(set) var totalDrawCalls: Int32 = 0
    /// Total number of textures created.
    open private(set) var numCreatedTextures: Int32 = 0
    /// Net textures.
    open private(set) var numActiveTextures: Int32 = 0
    /// Net texture bindings.
    open private(set) var numTextureBindings: Int32 = 0
    /// Number of times a texture was updated.
    open private(set) var numTextureUpdates: Int32 = 0
    /// Number of bytes used in texture updates.
    open private(set) var textureUpdateBytes: UInt = 0
    /// Number of buffers created.
    open private(set) var totalBuffers: UInt = 0
    /// Number of SDK-specific buffers created.
    open private(set) var totalBufferObjs: UInt = 0
    /// Number of times a buffer is updated.
    open private(set) var bufferUpdates: UInt = 0
    /// Number of times an SDK-specific buffer is updated.
    open private(set) var bufferObjUpdates: UInt = 0
    /// Sum of update sizes.
    open private(set) var bufferUpdateBytes: UInt = 0
    /// Number of active buffers.
    open private(set) var numBuffers: Int32 = 0
    /// Number of frame buffers.
    open private(set) var numFrameBuffers: Int32 = 0
    /// Number of index buffers.
    open private(set) var numIndexBuffers: Int32 = 0
    /// Bytes of index buffer updates.
    open private(set) var indexUpdateBytes: UInt = 0
    /// Number of vertex buffers.
    open private(set) var numVertexBuffers: Int32 = 0
    /// Bytes of vertex buffer updates.
    open private(set) var vertexUpdateBytes: UInt = 0
    /// Number of uniform buffers.
    open private(set) var numUniformBuffers: Int32 = 0
    /// Number of uniform buffer updates.
    open private(set) var numUniformUpdates: Int32 = 0
    /// Bytes of uniform buffer updates.
    open private(set) var uniformUpdateBytes: UInt = 0
    /// Memory held by textures.
    open private(set) var memTextures: Int32 = 0
    /// Memory held by buffers.
    open private(set) var memBuffers: Int32 = 0
    /// Memory held by index buffers.
    open private(set) var memIndexBuffers: Int32 = 0
    /// Memory held by vertex buffers.
    open private(set) var memVertexBuffers: Int32 = 0
    /// Memory held by uniform buffers.
    open private(set) var memUniformBuffers: Int32 = 0
    /// Number of stencil clears.
    open private(set) var stencilClears: Int32 = 0
    /// Number of stencil updates.
    open private(set) var stencilUpdates: Int32 = 0
}

@available(*, unavailable)
extension MLNRenderingStats: @unchecked Sendable {}
