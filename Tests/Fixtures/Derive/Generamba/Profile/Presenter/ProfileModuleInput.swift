//
//  ProfileModuleInput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

protocol ProfileModuleInput: AnyObject {
    func configure(with userID: String)
}
