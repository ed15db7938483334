import ViperGenSystem

/// A template found by a search, before it is read.
package struct TemplateEntry: Sendable, Equatable {
    /// The name it is used by: the folder's name without `.xctemplate`, or the built-in name.
    package let name: String
    /// Where it was found.
    package let origin: TemplateOrigin
    /// Its folder; nil for a built-in template.
    package let folder: AbsolutePath?

    /// Creates an entry.
    package init(name: String, origin: TemplateOrigin, folder: AbsolutePath?) {
        self.name = name
        self.origin = origin
        self.folder = folder
    }

    /// The suffix of Xcode's template folders.
    package static let xcodeSuffix = ".xctemplate"

    /// The template name of a folder called `folderName`: without a `.xctemplate` suffix.
    package static func name(ofFolder folderName: String) -> String {
        guard folderName.hasSuffix(xcodeSuffix), folderName.count > xcodeSuffix.count else {
            return folderName
        }
        return String(folderName.dropLast(xcodeSuffix.count))
    }
}
