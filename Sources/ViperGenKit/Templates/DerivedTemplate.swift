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

/// A team template made from one of an app's own modules (`templates derive`): the skeleton
/// the app's modules share, with every spelling of the module's name as a macro, so
/// `viper-gen module Orders --template <name>` makes a module like the app's.
package struct DerivedTemplate: Sendable {
    /// The template's name (its folder's name under `.viper-gen/templates`).
    package let name: String
    /// The exemplar module's name (`Profile`).
    package let moduleName: String
    /// The exemplar's Swift files reduced to their skeleton, at their paths relative to the
    /// module's parent folder (`Profile/ProfilePresenter.swift`).
    package let skeleton: [ModuleSourceFile]
    /// The template's files, at paths relative to the app's root
    /// (`.viper-gen/templates/<name>/TemplateInfo.plist`, `…/___FILEBASENAME___/…`).
    package let files: [PlannedFile]
    /// The exemplar's files left out of the template (not Swift: storyboards, assets, ...; or
    /// not named after the module: its cells and views of its own), relative to the module's
    /// parent folder.
    package let leftOut: [String]

    /// The template folder, relative to the app's root.
    package var folder: String { TemplateSearchPath.projectFolder + "/" + name }

    /// The default template name for an app called `appName`: its name in lowercase words
    /// joined by `-`, then `-module` (`MyShop` → `my-shop-module`).
    package static func defaultName(appName: String) -> String {
        var words: [String] = []
        var word = ""
        for character in appName {
            if character.isUppercase, let last = word.last, !last.isUppercase {
                words.append(word)
                word = ""
            }
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let stem = words.map { $0.lowercased() }.joined(separator: "-")
        return stem.isEmpty ? "app-module" : stem + "-module"
    }

    /// Plans the template derived from the module in `moduleFolder` of the app at `appFolder`.
    ///
    /// The exemplar's Swift files are read, reduced to their skeleton and made template files
    /// with a TemplateInfo.plist, at paths relative to `appFolder`. Nothing is written: `init`
    /// can show the files and write them in its own transaction. The module's name is its
    /// folder's name; `name` is the template's (see ``defaultName(appName:)``).
    package static func plan(
        appFolder: AbsolutePath, moduleFolder: AbsolutePath, name: String,
        fileSystem: any FileSystem
    ) throws -> DerivedTemplate {
        let moduleName = moduleFolder.basename
        var sources: [ModuleSourceFile] = []
        var leftOut: [String] = []
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: moduleFolder, descend: { !$0.name.hasPrefix(".") },
            visit: { entry in
                guard entry.kind == .file, !entry.name.hasPrefix(".") else { return true }
                let path = moduleName + "/" + entry.relativePath
                // A file not named after the module (a cell, a view of its own) is the
                // exemplar's, not the shape every module shares: a copy would be declared twice.
                guard entry.name.hasSuffix(".swift"), entry.name.contains(moduleName) else {
                    leftOut.append(path)
                    return true
                }
                let bytes = try fileSystem.readFile(
                    at: moduleFolder.appending(component: entry.relativePath))
                guard let text = String(strictUTF8: bytes) else {
                    leftOut.append(path)
                    return true
                }
                sources.append(ModuleSourceFile(path: path, text: text))
                return true
            })
        sources.sort { $0.path < $1.path }
        let skeleton = ModuleSkeleton(moduleName: moduleName).skeletons(of: sources)
        let macros = ModuleNameMacros(moduleName: moduleName)
        let folder = TemplateSearchPath.projectFolder + "/" + name
        var files = [
            PlannedFile(
                path: folder + "/TemplateInfo.plist",
                text: DerivedTemplateInfo.plist(moduleName: moduleName))
        ]
        files += skeleton.map {
            PlannedFile(path: folder + "/" + macros.path($0.path), text: macros.text($0.text))
        }
        return DerivedTemplate(
            name: name, moduleName: moduleName, skeleton: skeleton, files: files,
            leftOut: leftOut.sorted())
    }

    /// Picks the exemplar among an app's module folders: a small, complete module.
    ///
    /// Complete: its VIPER parts (`Presenter`, `Interactor`, `Router`, ... by its files'
    /// names; other files such as cells do not count) are the set most of the app's modules
    /// have; small: the fewest lines of Swift among those. Ties go to the first folder in path
    /// order; nil for no folders.
    package static func exemplar(among moduleFolders: [AbsolutePath], fileSystem: any FileSystem)
        -> AbsolutePath?
    {
        let measured = moduleFolders.sorted().map { folder in
            ModuleMeasure(folder: folder, fileSystem: fileSystem)
        }
        var counts: [Set<String>: Int] = [:]
        for module in measured { counts[module.parts, default: 0] += 1 }
        let ranked = counts.map { (parts: $0.key, modules: $0.value) }.sorted {
            ($0.modules, $0.parts.count, $1.parts.sorted().joined(separator: ","))
                > ($1.modules, $1.parts.count, $0.parts.sorted().joined(separator: ","))
        }
        guard let common = ranked.first?.parts else { return nil }
        return measured.filter { $0.parts == common }
            .min { ($0.lines, $0.folder.pathString) < ($1.lines, $1.folder.pathString) }?.folder
    }
}
