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

/// Finds the registrations in a project's app files that stand for no module or service.
///
/// No recorded one with files, no folder of its name, and no Swift file of the project
/// declaring its assembly or module type. Reads only; each site reads its own registrations.
struct UnbackedRegistrationFinder {
    /// The project whose app files are read.
    let project: Project
    /// The file system the app files and the project's Swift files are read from.
    let fileSystem: any FileSystem

    /// A ``CheckFindingKind/registrationWithoutModule`` finding for each app file and each
    /// subject it registers that is none of `known` (the recorded modules and services with
    /// files), has no folder and no declared type, naming the 1-based lines of its
    /// registrations there.
    func findings(known: [String]) -> [CheckFinding] {
        let registered = appFileRegistrations()
        let onDisk = known + folderSubjectNames()
        var backed = Self.spellings(of: onDisk)
        let isBacked = { (registration: SiteRegistration) in
            backed[registration.naming, default: []].contains(registration.spelling)
        }
        guard registered.contains(where: { !$0.registrations.allSatisfy(isBacked) }) else {
            return []
        }
        backed = Self.spellings(of: onDisk + declaredSubjectNames())
        return registered.flatMap { path, registrations in
            Dictionary(grouping: registrations.filter { !isBacked($0) }, by: \.subjectName)
                .map { name, found in
                    CheckFinding(
                        kind: .registrationWithoutModule, name: name, path: path,
                        lines: Set(found.map { $0.line + 1 }).sorted())
                }
        }
    }

    /// The registrations of each app file the project's registry registers in, by its path
    /// relative to the project root; files not found or not readable as UTF-8 are passed over.
    private func appFileRegistrations() -> [(path: String, registrations: [SiteRegistration])] {
        let locator = AppFileLocator(project: project, fileSystem: fileSystem)
        let configured = project.config.appFiles ?? AppFiles()
        var appFolder: AbsolutePath?
        var found: [(String, [SiteRegistration])] = []
        for role in project.config.architectureStyle.registry.appFileRoles {
            let file = locator.file(
                for: role, configured: configured, from: project.modulesFolder,
                appFolder: appFolder
            ).path
            if role == .rootApp { appFolder = file?.parentDirectory }
            guard let file,
                case .success(let bytes) = AppFileReader(fileSystem: fileSystem).read(file),
                let text = String(strictUTF8: bytes)
            else { continue }
            let registrations = role.site(moduleAssemblies: []).registrations(in: text)
            found.append((locator.relativePath(of: file), registrations))
        }
        return found
    }

    /// The names of the folders of the modules and the services folder, declaring an assembly
    /// or not, and of the services without their `Service` ending: `NavigationService` gives
    /// `NavigationService` and `Navigation` (the project template's `NavigationAssembly`).
    private func folderSubjectNames() -> [String] {
        [project.modulesFolder, project.servicesFolder].flatMap { folder in
            let names = (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
            return names.filter {
                !$0.hasPrefix(".")
                    && (try? fileSystem.entryKind(at: folder.appending(component: $0)))
                        == .directory
            }.flatMap { name in
                [name] + (name.hasSuffix("Service") ? [String(name.dropLast(7))] : [])
            }
        }
    }

    /// The names of the subjects whose assembly or module type a Swift file of the project
    /// declares: `NavigationAssembly` gives `Navigation`.
    private func declaredSubjectNames() -> [String] {
        SwiftFileFinder(fileSystem: fileSystem).files(below: project.root.pathString).flatMap {
            path in
            let text = (try? fileSystem.readFile(at: AbsolutePath(validating: path))).map {
                String(decoding: $0, as: UTF8.self)
            }
            return DeclarationScanner.declaredTypes(in: text ?? "").compactMap { type in
                ["Assembly", "Module"].first(where: type.hasSuffix).map {
                    String(type.dropLast($0.count))
                }
            }
        }
    }

    /// Each naming's spellings for the subjects `names`: `Payments` gives `PaymentsAssembly`,
    /// `payments`, `buildPayments` and `PaymentsModule`.
    private static func spellings(of names: [String]) -> [SiteRegistration.Naming: Set<String>] {
        let subjects = names.map { RegistrationSubject(kind: .module, name: $0) }
        return Dictionary(
            uniqueKeysWithValues: SiteRegistration.Naming.allCases.map { naming in
                (naming, Set(subjects.map(naming.spelling(of:))))
            })
    }
}
