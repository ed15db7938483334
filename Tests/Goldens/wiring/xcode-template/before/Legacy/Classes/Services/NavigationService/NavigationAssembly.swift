// swift-format-ignore-file
//
//  NavigationAssembly.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import Foundation

final class NavigationAssembly: Assembly {
    func build() -> NavigationService {
        NavigationService()
    }
}
