/// A new file that would declare types, or carry a file name, that a file of the app target
/// already has: Swift refuses both in one target.
package struct DeclarationClash: Equatable, Sendable {
    /// The types both files declare, in the new file's order.
    package var types: [String]
    /// The file name both files have, if they have the same one.
    package var fileName: String?
    /// The file already in the target, as shown to the user.
    package var existingFile: String
    /// The file that would be written, as shown to the user.
    package var newFile: String

    /// Creates a clash between `newFile` and `existingFile`.
    package init(types: [String], fileName: String?, existingFile: String, newFile: String) {
        self.types = types
        self.fileName = fileName
        self.existingFile = existingFile
        self.newFile = newFile
    }

    /// What clashes: `type NetworkServiceAssembly, file name NetworkServiceAssembly.swift`.
    var summary: String {
        var parts = types.map { "type \($0)" }
        if let fileName { parts.append("file name \(fileName)") }
        return parts.joined(separator: ", ")
    }
}
