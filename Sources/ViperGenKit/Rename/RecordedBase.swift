import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// The files of a recorded module or service as viper-gen wrote them: its record's template
/// version (the project's copy under `.viper-gen/template-versions/`) rendered with the
/// recorded values, placed as `update` places them, each kept only when its digest is the
/// recorded one (so the bytes are certainly what was written).
enum RecordedBase {
    /// Each recorded file's bytes as written, by path relative to the project root; empty when
    /// the subject has no record, its template copy is gone or unreadable, or the layout
    /// changed; `userName` is the login name `___USERNAME___` renders as.
    static func files(
        of subject: RemovalSubject, in project: Project, fileSystem: any FileSystem,
        userName: String
    ) -> [String: [UInt8]] {
        guard let record = subject.record?.decoded, !record.isFound,
            let template = try? TemplateCopy.template(
                digest: record.templateDigest, in: project.root, fileSystem: fileSystem),
            let rendered = try? TemplateRenderer(values: record.macroValues(userName: userName))
                .render(template)
        else { return [:] }
        let recorded = Set(record.files.keys)
        let outputs = rendered.filter { $0.destination != .tests }
        let tests = rendered.filter { $0.destination == .tests }
        guard let outputPrefix = UpdatePlanner.prefix(of: outputs, in: recorded) else {
            return [:]
        }
        let testsPrefix = UpdatePlanner.prefix(of: tests, in: recorded)
        var files: [String: [UInt8]] = [:]
        for file in outputs { files[outputPrefix + file.path] = file.contents }
        if let testsPrefix {
            for file in tests { files[testsPrefix + file.path] = file.contents }
        }
        return files.filter { path, bytes in
            record.files[path] == GenerationRecord.digest(bytes)
        }
    }
}
