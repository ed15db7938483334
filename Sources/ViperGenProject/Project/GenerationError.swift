import ViperGenSystem
import ViperGenTemplates

/// A generation refused before anything is written.
package enum GenerationError: Error, Equatable, CustomStringConvertible {
    /// The module, service or project folder already holds files it would write, and neither
    /// --force nor --skip-existing was given; `existingFiles` are relative to that folder.
    case alreadyExists(kind: ScaffoldKind, name: String, path: String, existingFiles: [String])
    /// A project would be created inside the viper-gen project `outer` (at `outerRoot`).
    case nestedProject(name: String, outer: String, outerRoot: String)
    /// Another run held the lock of `folder` for the whole timeout.
    case busy(folder: String, seconds: Double)
    /// The module or service would declare types, or add file names, that the app target
    /// already has, so the app would no longer compile.
    case declarationClash(kind: ScaffoldKind, name: String, clashes: [DeclarationClash])
    /// Regenerating the project's app files would lose registrations of what it holds.
    case registrationsWouldBeDropped(project: String, dropped: [DroppedRegistration])
    /// `project` would render one style's app files over a project of another style.
    case styleChange(project: String, existing: String, requested: String)
    /// A module or service of the `project` (of `projectStyle`) would be rendered from the
    /// built-in `template` of `templateStyle`, whose code would not compile there; `request`
    /// says what named it, `hasOwnTemplate` whether `projectStyle` has a template of that kind.
    case templateOfAnotherStyle(
        kind: ScaffoldKind, project: String, projectStyle: String, template: String,
        templateStyle: String, request: TemplateRequest, hasOwnTemplate: Bool)
    /// Outside a viper-gen project, the nearest `folder` holding an `.xcodeproj` holds several
    /// (`candidates`), so the app target that gets the new files cannot be told.
    case ambiguousXcodeProject(folder: String, candidates: [String])
    /// A dry run in a project where interrupted runs left the staging `folders`.
    case interruptedRuns(project: String, folders: [String])

    /// How many existing files the message names before summing up the rest.
    static let listedFiles = 8

    /// A message that names the problem, the files in the way, and how to fix it; names of
    /// files found on disk and of the enclosing project are shown through ``EchoedValue``.
    package var description: String {
        switch self {
        case .alreadyExists(let kind, let name, let path, let existingFiles):
            var lines = existingFiles.prefix(Self.listedFiles).map {
                "  " + EchoedValue.escaped("\(path)/\($0)")
            }
            let more = existingFiles.count - Self.listedFiles
            if more > 0 { lines.append("  and \(more) more") }
            return "The \(kind.rawValue) \(name) already exists at \(path); these files are in "
                + "the way:\n" + lines.joined(separator: "\n") + "\nNothing was written. Choose "
                + "another name, pass --force to replace its files, or --skip-existing to add "
                + "only the missing ones."
        case .nestedProject(let name, let outer, let outerRoot):
            return "\(name) would be created inside the viper-gen project "
                + "\(EchoedValue(outer).unquoted) (\(EchoedValue.escaped(outerRoot))), "
                + "nesting a second app package in it. Nothing was written. Run the command "
                + "outside that folder, pass -o with a folder outside it, or pass --force to "
                + "nest it anyway."
        case .busy(let folder, let seconds):
            return "Another viper-gen run is writing in \(folder) and did not finish within "
                + "\(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s. Nothing was written. Run the command again once it has "
                + "finished, or set VIPER_GEN_LOCK_TIMEOUT (seconds) to wait longer."
        case .declarationClash(let kind, let name, let clashes):
            var lines = clashes.prefix(Self.listedFiles).map {
                "  \(EchoedValue.escaped($0.summary))\n"
                    + "    in \(EchoedValue.escaped($0.existingFile))\n"
                    + "    and the new \(EchoedValue.escaped($0.newFile))"
            }
            let more = clashes.count - Self.listedFiles
            if more > 0 { lines.append("  and \(more) more") }
            return "The \(kind.rawValue) \(name) would clash with what the app target already "
                + "has, and the app would no longer compile:\n" + lines.joined(separator: "\n")
                + "\nNothing was written. Choose another name for the \(kind.rawValue)."
        case .registrationsWouldBeDropped(let project, let dropped):
            let lines = dropped.map {
                "  " + EchoedValue.escaped("\($0.file): \($0.registration) (\($0.reason))")
            }
            return "Regenerating the project \(project) would drop what its app files register:\n"
                + lines.joined(separator: "\n") + "\nNothing was written. Pass --skip-existing "
                + "instead of --force to keep the existing app files, or remove these "
                + "registrations first."
        case .ambiguousXcodeProject(let folder, let candidates):
            return "\(EchoedValue.escaped(folder)) holds several Xcode projects ("
                + candidates.map(EchoedValue.escaped).joined(separator: ", ")
                + "), so viper-gen cannot tell whose app target gets the new files. Nothing was "
                + "written. Adopt the app with `viper-gen init --xcode-project PATH` to name it, "
                + "or pass --no-register to leave the project file as it is."
        case .interruptedRuns(let project, let folders):
            return "An interrupted viper-gen run left \(folders.joined(separator: ", ")) in "
                + "\(project), so the project may be half-written and a dry run would describe "
                + "it wrongly. Nothing was written. Run the command without --dry-run, or any "
                + "viper-gen command in the project such as `viper-gen templates`: it completes "
                + "or undoes the interrupted run first. Then run the dry run again."
        case .styleChange(let project, let existing, let requested):
            return "\(project) is a \(existing) project (its .viper-gen.json says so), and its "
                + "modules would not compile with \(requested) app files. Nothing was written. "
                + "Drop --template to regenerate it as \(existing), or create the \(requested) "
                + "project in another folder."
        case .templateOfAnotherStyle(
            let kind, let project, let projectStyle, let template, let templateStyle, let request,
            let hasOwnTemplate):
            let undo: String
            switch request {
            case .config(_, let key): undo = "Remove \(key) from .viper-gen.json"
            default: undo = "Drop --template"
            }
            let own =
                hasOwnTemplate
                ? "\(undo) to use the \(projectStyle) \(kind.rawValue) template, put"
                : "The \(projectStyle) style has no \(kind.rawValue) template: put"
            return "\(EchoedValue(project).unquoted) is a \(projectStyle) project (its "
                + ".viper-gen.json says so), and the built-in template \(template), named by "
                + "\(request.name), makes \(templateStyle) \(kind.rawValue)s, which would not "
                + "compile in it. "
                + "Nothing was written. \(own) a template of your team's in "
                + ".viper-gen/templates, or, if the app is \(templateStyle), adopt it again as "
                + "\(templateStyle) (viper-gen init --style \(templateStyle) --force)."
        }
    }
}

extension GenerationError: ExitCodeError {
    /// A folder another run holds, or one with interrupted runs, is busy (75); the rest,
    /// a template of another style included, are files that cannot be created as asked (73).
    package var exitCode: ExitCode {
        switch self {
        case .busy, .interruptedRuns: return .busy
        default: return .cannotCreate
        }
    }
}
