import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Plans the update of one recorded module or service to its template as it is now: each file
/// rendered from the old version (the base, from the project's ``TemplateCopy``) and the new
/// one with the recorded values, and merged into the file as it is (a 3-way merge), new
/// template files added, dropped ones deleted when unedited, and the record rewritten.
struct UpdatePlanner {
    /// The project updated in.
    let project: Project
    /// The file system the copies are read from.
    let fileSystem: any FileSystem
    /// The login name `___USERNAME___` renders as, which records leave out.
    let userName: String

    /// The update of `subject` to `template`; its record's copy of the old version must be
    /// there.
    func plan(updating subject: RemovalSubject, to template: Template) throws -> SubjectUpdate {
        guard let (recordPath, recordBytes, record) = subject.record else {
            preconditionFailure("update plans recorded subjects only")
        }
        let old = try TemplateCopy.template(
            digest: record.templateDigest, in: project.root, fileSystem: fileSystem)
        let baseValues = record.macroValues(userName: userName)
        var newValues = baseValues
        newValues.variables = try variables(of: record, for: template, values: baseValues)
        var base = try TemplateRenderer(values: baseValues).render(old)
        var new = try TemplateRenderer(values: newValues).render(template)
        // A module that is a Swift module of its own: both versions as its files are written.
        if record.kind == .module, let module = ModulePackage(project: project, name: record.name) {
            let packaged = PackagedModule(
                module: module, style: project.config.architectureStyle,
                projectName: project.config.projectName)
            (base, new) = (packaged.rendered(base), packaged.rendered(new))
        }
        let recorded = Set(record.files.keys)
        guard
            let outputPrefix = Self.prefix(
                of: base.filter { $0.destination != .tests }, in: recorded)
        else { throw UpdateError.layoutChanged(name: record.name) }
        let testsPrefix = Self.prefix(of: base.filter { $0.destination == .tests }, in: recorded)
        func placed(_ files: [RenderedFile]) -> [String: [UInt8]] {
            var placed: [String: [UInt8]] = [:]
            for file in files {
                if file.destination != .tests {
                    placed[outputPrefix + file.path] = file.contents
                } else if let testsPrefix {
                    placed[testsPrefix + file.path] = file.contents
                }
            }
            return placed
        }
        let (basePlaced, newPlaced) = (placed(base), placed(new))
        let current = Dictionary(subject.files, uniquingKeysWith: { $1 })
        var update = SubjectUpdate(
            kind: record.kind, name: record.name,
            digests: (record.templateDigest, GenerationRecord.templateDigest(of: template)))
        var digests = record.files
        for path in Set(basePlaced.keys).union(newPlaced.keys).sorted() {
            let (baseBytes, newBytes, ours) = (basePlaced[path], newPlaced[path], current[path])
            digests[path] = newBytes.map(GenerationRecord.digest)
            let change = self.change(
                path: path, base: baseBytes, new: newBytes, ours: ours, template: template)
            guard let change else { continue }
            update.changes.append((path, change.update))
            switch change.update {
            case .keptEdited, .leftDeleted, .binaryConflict:
                continue
            case .removed:
                update.removed.append(path)
                update.files.append(PlannedFile.deletion(of: path, original: ours ?? []))
            case .added where ours == nil:
                let isTest = testsPrefix.map { path.hasPrefix($0) } ?? false
                if isTest {
                    update.added.tests.append(path)
                } else {
                    update.added.files.append(path)
                }
                update.files.append(PlannedFile(path: path, contents: change.contents))
            default:
                update.files.append(
                    PlannedFile(
                        path: path, contents: change.contents,
                        intent: ours.map { PlannedFile.Intent.edit(original: $0) } ?? .create))
            }
        }
        var rewritten = record
        rewritten.templateDigest = update.digests.new
        rewritten.toolVersion = ToolVersion.current
        rewritten.values = GenerationRecord.recorded(newValues)
        rewritten.files = digests
        update.files.append(
            PlannedFile(
                path: recordPath, contents: try rewritten.encoded(),
                intent: .edit(original: recordBytes)))
        return update
    }

    /// The option values for rendering `template`: the recorded ones, the project's value
    /// (`observation`, `tests`) for an option the record lacks, the rest from their defaults;
    /// static options take the new template's.
    private func variables(
        of record: GenerationRecord, for template: Template, values: MacroValues
    ) throws -> [String: String] {
        var known = values.variables
        for option in template.info.options {
            if option.optionType == .static { known[option.identifier] = nil }
            if known[option.identifier] == nil,
                let remembered = project.config.optionValues[option.identifier]
            {
                known[option.identifier] = remembered
            }
        }
        return try TemplateOptionDefaults(template: template, values: values, name: record.name)
            .filling(known)
    }

    /// What happens to the file at `path`, rendered as `base` by the old version and as `new`
    /// by the new one, and holding `ours` now (each nil when absent); nil when nothing changes.
    private func change(
        path: String, base: [UInt8]?, new: [UInt8]?, ours: [UInt8]?, template: Template
    ) -> (update: FileUpdate, contents: [UInt8])? {
        switch (base, new, ours) {
        case (_, nil, nil), (nil, nil, _):
            return nil
        case (let base?, nil, let ours?):
            return ours == base ? (.removed, []) : (.keptEdited, [])
        case (_, let new?, nil):
            return base == nil ? (.added, new) : base == new ? nil : (.leftDeleted, [])
        case (let base, let new?, let ours?):
            let base = base ?? []
            if ours == new || new == base { return nil }
            if ours == base { return (base.isEmpty ? .added : .replaced, new) }
            guard let baseText = String(strictUTF8: base), let oursText = String(strictUTF8: ours),
                let newText = String(strictUTF8: new)
            else { return (.binaryConflict, ours) }
            let merge = ThreeWayMerge.merge(
                base: baseText, ours: oursText, theirs: newText, oursLabel: "yours",
                theirsLabel: "template \(template.name) (new)")
            let contents = Array(merge.text.utf8)
            if merge.conflicts > 0 { return (.conflicted(count: merge.conflicts), contents) }
            return contents == ours ? nil : (.merged, contents)
        }
    }

    /// The folder, relative to the project root, under which the record lists every one of
    /// `files` (``RenderedFile/path`` is relative to its destination's folder); nil when there
    /// is none (the tests were not made) or no file.
    static func prefix(of files: [RenderedFile], in recorded: Set<String>) -> String? {
        guard let first = files.first else { return nil }
        for path in recorded.sorted() where path == first.path || path.hasSuffix("/" + first.path) {
            let prefix = String(path.dropLast(first.path.count))
            if files.allSatisfy({ recorded.contains(prefix + $0.path) }) { return prefix }
        }
        return nil
    }
}
