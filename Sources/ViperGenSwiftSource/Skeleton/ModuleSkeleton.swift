/// The skeleton every module of an app shares, made from one of its modules: the file header,
/// the imports and the module's types with their conformances and attributes, keeping only
/// what wires the parts together.
///
/// Kept: stored properties that are a part or hold one (`presenter`, `ProfileRouter`),
/// initialisers, methods that build the module (they make two of its parts), lifecycle
/// methods that hand over to a part (`viewDidLoad` calling `presenter.viewDidLoad()`), and the
/// methods and protocol requirements those kept lines use; kept bodies keep only their wiring
/// lines (see `FunctionReduction`). What SwiftUI requires stays: a view's `body` (with
/// `Text("<Module>")` for the exemplar's screen) and a preview's `previews`. Every other member, and the types that are not the
/// module's, are left out. Comments other than the header and `///` documentation of kept
/// declarations are left out too.
package struct ModuleSkeleton {
    /// The module's name in upper camel case (`Profile`).
    package let moduleName: String

    /// A skeleton maker for the module `moduleName`.
    package init(moduleName: String) {
        self.moduleName = moduleName
    }

    /// The skeletons of the module's Swift files, in the same order and at the same paths.
    ///
    /// The files are read together: a method one file's kept line calls on a part
    /// (`presenter.viewDidLoad()`) is kept in the file that declares it, and a stored property
    /// one type keeps may be used by its extensions in other files, until nothing more is
    /// used. The sets only grow, so this ends.
    package func skeletons(of files: [ModuleSourceFile]) -> [ModuleSourceFile] {
        let lexed = files.map { LexedSwiftFile($0.text) }
        let vocabulary = VIPERVocabulary(moduleName: moduleName)
        let declared = lexed.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) }
        var required: Set<String> = []
        var properties: Set<String> = []
        while true {
            var used: Set<String> = []
            var kept: Set<String> = []
            let skeletons = zip(files, lexed).map { file, lexed in
                var writer = SkeletonWriter(
                    file: lexed, vocabulary: vocabulary, required: required,
                    properties: properties, declaredNames: declared)
                let text = writer.write()
                used.formUnion(writer.usedMembers)
                kept.formUnion(writer.keptProperties)
                return ModuleSourceFile(path: file.path, text: text)
            }
            if used.isSubset(of: required), kept.isSubset(of: properties) { return skeletons }
            required.formUnion(used)
            properties.formUnion(kept)
        }
    }
}
