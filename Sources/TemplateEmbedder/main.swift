// Build-time tool: writes a Swift file that embeds every file of a templates folder.
// Usage: template-embedder <Templates folder> <output .swift file>
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: template-embedder TEMPLATES OUTPUT\n".utf8))
    exit(64)
}
do {
    let source = try EmbeddedSourceWriter.source(forTemplatesAt: URL(fileURLWithPath: arguments[1]))
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("template-embedder: \(error)\n".utf8))
    exit(1)
}
