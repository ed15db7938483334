@testable import ViperGenTemplates

/// One generated input: a (usually mutated) built-in template file and random values.
struct FuzzCase {
    /// The index of the case in its run.
    let index: Int
    /// The template-relative path to render.
    let templatePath: String
    /// The file bytes to render as content.
    let contents: [UInt8]
    /// The output file name for content rendering.
    let outputFileName: String
    /// The macro values.
    let values: MacroValues

    /// The built-in template files the cases start from, decoded once.
    static let seedFiles: [TemplateFile] = BuiltInTemplates.files

    /// The case of run `seed` at `index`.
    static func make(runSeed seed: UInt64, index: Int) -> FuzzCase {
        var generator = SplitMix64(seed: SplitMix64.caseSeed(runSeed: seed, index: index))
        let base = baseFile(using: &generator)
        let contentEdits = generator.chance(10) ? 0 : generator.int(in: 1...8)
        let contents = TemplateMutator.mutate(
            base.contents, edits: contentEdits, using: &generator)
        let pathEdits = generator.chance(50) ? 0 : generator.int(in: 1...3)
        let pathBytes = TemplateMutator.mutate(
            Array(base.path.utf8), edits: pathEdits, using: &generator)
        return FuzzCase(
            index: index,
            templatePath: String(decoding: pathBytes, as: UTF8.self),
            contents: contents,
            outputFileName: RandomMacroValues.outputFileName(using: &generator),
            values: RandomMacroValues.make(using: &generator))
    }

    /// A short, escaped description of the input for failure messages.
    var summary: String {
        let text = String(decoding: contents, as: UTF8.self)
        let excerpt = text.count > 300 ? String(text.prefix(300)) + "…" : text
        return "path \(templatePath.debugDescription), file \(outputFileName.debugDescription), "
            + "\(contents.count) bytes: \(excerpt.debugDescription)"
    }

    /// A built-in file, now and then replaced by an empty or random one.
    private static func baseFile(using generator: inout SplitMix64) -> TemplateFile {
        switch generator.int(in: 0...19) {
        case 0:
            return TemplateFile(path: "", contents: [])
        case 1:
            let count = generator.int(in: 0...256)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            return TemplateFile(path: "___FILEBASENAME___/Random.bin", contents: bytes)
        default:
            return generator.pick(seedFiles)
        }
    }
}
