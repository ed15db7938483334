import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TemplateCopy {
    /// The template version with `digest` as kept in `project`; refused when there is no copy
    /// or when the copy does not hash to `digest` (edited or damaged).
    static func template(
        digest: String, in root: AbsolutePath, fileSystem: any FileSystem
    ) throws -> Template {
        let path = path(digest: digest)
        guard let bytes = try? fileSystem.readFile(at: root.appending(component: path))
        else { throw UpdateError.noTemplateCopy(path: path) }
        let copy: TemplateCopy
        do {
            copy = try JSONDecoder().decode(TemplateCopy.self, from: Data(bytes))
        } catch {
            throw RecordError.malformed(file: path, reason: "it is not a template copy")
        }
        guard copy.version <= currentVersion else {
            throw RecordError.newerVersion(file: path, version: copy.version)
        }
        let template = try copy.template(file: path)
        guard GenerationRecord.templateDigest(of: template) == digest else {
            throw RecordError.malformed(
                file: path, reason: "its files do not hash to the digest its name gives")
        }
        return template
    }
}
