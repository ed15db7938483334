import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Rendering time grows linearly with input size on adversarial inputs: rendering 8× the
/// bytes takes at most 20× as long plus 50 ms (generous, for loaded CI machines; a quadratic
/// scan would take 64× and already be slow at the small size).
@Suite(.serialized) struct EngineFuzzLinearityTests {
    /// The small input size, 32 KiB; the large one is eight times that.
    ///
    /// Small enough to keep `swift test` quick in a debug build, large enough that a quadratic
    /// scan (64× the time) fails the bound; Tests/Scripts/fuzz.sh runs far larger inputs.
    static let smallSize = 32 * 1_024
    /// Each size is timed this many times, interleaved, and the fastest run counts.
    static let repetitions = 3

    @Test(arguments: AdversarialShape.allCases)
    func contentRenderingIsLinear(shape: AdversarialShape) {
        let small = shape.bytes(size: Self.smallSize)
        let large = shape.bytes(size: 8 * Self.smallSize)
        let (smallTime, largeTime) = fastestTimes(small, large) { renderContent($0) }
        #expect(
            largeTime < smallTime * 20 + .milliseconds(50),
            "\(shape): \(small.count) bytes took \(smallTime), \(large.count) took \(largeTime)")
    }

    @Test(arguments: [AdversarialShape.allUnderscores, .repeatedVariables, .unclosedOpening])
    func pathRenderingIsLinear(shape: AdversarialShape) {
        let small = shape.bytes(size: Self.smallSize)
        let large = shape.bytes(size: 8 * Self.smallSize)
        let (smallTime, largeTime) = fastestTimes(small, large) { renderPath($0) }
        #expect(
            largeTime < smallTime * 20 + .milliseconds(50),
            "\(shape): \(small.count) bytes took \(smallTime), \(large.count) took \(largeTime)")
    }

    /// The fastest of ``repetitions`` interleaved timings of `render` on each input.
    private func fastestTimes(
        _ small: [UInt8], _ large: [UInt8], render: ([UInt8]) -> Void
    ) -> (small: Duration, large: Duration) {
        let clock = ContinuousClock()
        var smallTime = Duration.seconds(1_000)
        var largeTime = Duration.seconds(1_000)
        for _ in 0..<Self.repetitions {
            smallTime = min(smallTime, clock.measure { render(small) })
            largeTime = min(largeTime, clock.measure { render(large) })
        }
        return (smallTime, largeTime)
    }

    private func renderer() -> MacroRenderer {
        MacroRenderer(values: EngineFixtures.values(variables: AdversarialShape.variables))
    }

    private func renderContent(_ bytes: [UInt8]) {
        _ = try? renderer().renderContent(
            bytes, outputFileName: "Big.swift", templatePath: "big/Big.swift")
    }

    private func renderPath(_ bytes: [UInt8]) {
        _ = try? renderer().renderPath(String(decoding: bytes, as: UTF8.self))
    }
}
