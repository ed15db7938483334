// swift-format-ignore-file
//
//  NavigationService.swift
//  Legacy
//
//  Created by Jane Appleseed on 1/5/24
//

import SwiftUI

public class NavigationService: NavigationServiceType {
    
    public let id = UUID()
    
    @Published var modalView: Views?
    @Published var items: [Views] = []
}

enum Views: Equatable, Hashable {
    
    static func == (lhs: Views, rhs: Views) -> Bool {
        lhs.stringKey == rhs.stringKey
    }
    
    func hash(into hasher: inout Hasher) {
        hasher.combine(self.stringKey)
    }
    
    case main
    
    var stringKey: String {
        switch self {
        case .main:
            return "main"
        }
    }
}
