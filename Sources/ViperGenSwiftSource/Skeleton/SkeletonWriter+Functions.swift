extension SkeletonWriter {
    /// The kept initialisers and methods of a body, by their position among its items: every
    /// initialiser, the methods a kept line uses on a part, the methods that build the module
    /// (they make two of its parts, or call such a method), and the lifecycle methods whose kept
    /// lines hand over to a part.
    mutating func keptFunctions(
        _ items: [SourceItem], in container: Container, properties: Set<String>
    ) -> [Int: SkeletonPiece] {
        guard container.typeName != nil else { return [:] }
        var names: [Int: String] = [:]
        for (position, item) in items.enumerated() {
            guard let introducer = item.introducer else { continue }
            let keyword = file.tokens[introducer].text
            if keyword == "init", !container.isProtocol { names[position] = "init" }
            if keyword == "func", let name = name(after: introducer) { names[position] = name }
        }
        var kept = Set(
            names.filter { $0.value == "init" || required.contains($0.value) }.map(\.value))
        if !container.isProtocol {
            var grew = true
            while grew {
                grew = false
                for (position, name) in names where !kept.contains(name) {
                    if makesParts(items[position]) || calls(kept, in: items[position]) {
                        kept.insert(name)
                        grew = true
                    }
                }
            }
        }
        let known = properties.union(self.properties)

        var pieces: [Int: SkeletonPiece] = [:]
        for (position, name) in names.sorted(by: { $0.key < $1.key }) {
            let isLifecycle = VIPERVocabulary.lifecycleMethods.contains(name)
            guard kept.contains(name) || (isLifecycle && !container.isProtocol) else { continue }
            var reduction = FunctionReduction(
                file: file, vocabulary: vocabulary, name: name, functions: kept, properties: known,
                allowed: known, declaredNames: declaredNames)
            guard let piece = reduction.piece(items[position], writer: self) else { continue }
            if !kept.contains(name), !reduction.handsOver { continue }
            usedMembers.formUnion(reduction.usedMembers)
            pieces[position] = piece
        }
        return pieces
    }

    /// Whether the function makes two or more of the module's parts (`ProfilePresenter(…)`).
    private func makesParts(_ item: SourceItem) -> Bool {
        var made: Set<String> = []
        for index in item.first..<item.last
        where file.tokens[index].kind == .identifier && file.tokens[index + 1].isCode("(") {
            let name = file.tokens[index].text
            if vocabulary.isModuleType(name), vocabulary.isPart(name) { made.insert(name) }
        }
        return made.count >= 2
    }

    /// Whether the function calls one of `functions` of its own type (`setup()`,
    /// `self.configure(…)`).
    private func calls(_ functions: Set<String>, in item: SourceItem) -> Bool {
        guard let open = bodyOpen(of: item, after: item.introducer ?? item.first) else {
            return false
        }
        return (open..<item.last).contains { index in
            file.tokens[index].kind == .identifier && functions.contains(file.tokens[index].text)
                && file.tokens[index + 1].isCode("(")
                && (!file.tokens[index - 1].isCode(".") || file.tokens[index - 2].isCode("self"))
        }
    }
}
