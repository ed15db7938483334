import ViperGenSystem

extension TemporaryFolder {
    /// A list of `count` paths of Swift files spread over `folders` subfolders, every fifth
    /// one missing (`.missing` appended) and each other file as many bytes long as its number,
    /// then the path of the subfolder `f<folders - 1>`: what bulk stamps are checked against.
    package func stampFixture(count: Int, folders: Int) throws -> PathList {
        var paths = PathList()
        for number in 0..<count {
            let relative = "f\(number % folders)/\(number).swift"
            if number % 5 == 0 {
                paths.append(Array((path(relative) + ".missing").utf8))
            } else {
                try write(relative, String(repeating: "x", count: number))
                paths.append(Array(path(relative).utf8))
            }
        }
        paths.append(Array(path("f\(folders - 1)").utf8))
        return paths
    }
}
