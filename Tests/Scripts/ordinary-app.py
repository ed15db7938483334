#!/usr/bin/env python3
"""Adds Swift files of ordinary app code to a project's sources, for Tests/Scripts/benchmark.sh:
   ordinary-app.py <sources folder> [files]      (default 10,000)
Features of 25 files each, in folders two levels deep (Features/<Area>/<Feature>/), each file
a few kilobytes: a type with properties, an initializer, methods with control flow, strings and
comments, and an extension with a protocol conformance. Names are derived from the file's
number, so the same count always gives the same tree, and no name is a VIPER module's."""
import os, sys

AREAS = ["Account", "Billing", "Catalog", "Delivery", "Explore", "Feed", "Groups", "Help"]
KINDS = ["Model", "Formatter", "Store", "Client", "Cell", "Coordinator", "Validator"]


def source(number):
    kind = KINDS[number % len(KINDS)]
    name = f"Item{number}{kind}"
    keyword = "final class" if number % 3 == 0 else "struct"
    lines = [
        f"//  {name}.swift",
        "//  Ordinary app code for the benchmark: a type, its methods and an extension.",
        "",
        "import Foundation",
        "",
        f"/// A {kind.lower()} of item {number}.",
        f"{keyword} {name} {{",
        "    let identifier: String",
        "    var title: String",
        "    var count: Int",
        "    private var cache: [String: Int] = [:]",
        "",
        "    init(identifier: String, title: String, count: Int = 0) {",
        "        self.identifier = identifier",
        "        self.title = title",
        "        self.count = count",
        "    }",
        "",
    ]
    for method in range(6):
        lines += [
            f"    /// Step {method} of the {kind.lower()}: counts what matches \"{name}\".",
            f"    func step{method}(_ values: [Int], limit: Int = {method + 3}) -> Int {{",
            "        var total = 0",
            "        for value in values where value % 2 == 0 {",
            "            if value > limit { break }",
            "            total += value * " + str(method + 1),
            "        }",
            f"        let label = \"{name}.step{method}: \\(total) {{braces}} in a string\"",
            "        return label.isEmpty ? 0 : total",
            "    }",
            "",
        ]
    lines += [
        "}",
        "",
        f"extension {name}: CustomStringConvertible {{",
        "    var description: String { \"\\(identifier): \\(title) (\\(count))\" }",
        "}",
        "",
    ]
    return "\n".join(lines)


def main():
    sources = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    for number in range(count):
        feature = number // 25
        area = AREAS[feature % len(AREAS)]
        folder = os.path.join(sources, "Features", area, f"Feature{feature}")
        os.makedirs(folder, exist_ok=True)
        kind = KINDS[number % len(KINDS)]
        with open(os.path.join(folder, f"Item{number}{kind}.swift"), "w") as file:
            file.write(source(number))


if __name__ == "__main__":
    main()
