import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The modules and services of an existing project, found from its folders on disk.
package struct ExistingSubjects {
    /// The project looked in.
    let project: Project
    /// The file system to read.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(project: Project, fileSystem: any FileSystem) {
        self.project = project
        self.fileSystem = fileSystem
    }

    /// A subject for every folder of the modules and the services folder whose Swift files
    /// declare its assembly (`PaymentsAssembly` below `Modules/Payments`), in name order,
    /// modules first; folders for which `isExcluded(absolutePath)` holds are left out.
    package func subjects(excluding isExcluded: (String) -> Bool) -> [RegistrationSubject] {
        [(ScaffoldKind.module, project.modulesFolder), (.service, project.servicesFolder)]
            .flatMap { kind, folder in
                folderNames(
                    in: folder,
                    declaring: { RegistrationSubject(kind: kind, name: $0).assemblyType },
                    excluding: isExcluded
                ).map { RegistrationSubject(kind: kind, name: $0) }
            }
    }

    /// The names of the folders in `folder`, as it lists them, whose Swift files declare the
    /// type `typeName(name)` (`PaymentsModule` for `Payments`); hidden folders and those for
    /// which `isExcluded(absolutePath)` holds are left out.
    package func folderNames(
        in folder: AbsolutePath, declaring typeName: (String) -> String,
        excluding isExcluded: (String) -> Bool
    ) -> [String] {
        let names = (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
        return names.filter { name in
            let path = folder.appending(component: name)
            return !name.hasPrefix(".") && (try? fileSystem.entryKind(at: path)) == .directory
                && !isExcluded(path.pathString) && declares(typeName(name), below: path.pathString)
        }
    }

    /// Whether a Swift file below `folder` declares the type `name`.
    private func declares(_ name: String, below folder: String) -> Bool {
        SwiftFileFinder(fileSystem: fileSystem).files(below: folder).contains { path in
            (try? fileSystem.readFile(at: AbsolutePath(validating: path))).map {
                DeclarationScanner.declaresType(name, in: $0)
            } ?? false
        }
    }
}
