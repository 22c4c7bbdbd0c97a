import * as React from "react"
import { css, type Theme } from "@emotion/react"
import { SmartLink } from "./smart-link"

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark"

export const buttonStyles = (t: Theme, variant: ButtonVariant = "primary", size: "md" | "lg" = "md") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space.xs};
  min-height: ${size === "lg" ? "3.25rem" : "2.75rem"};
  padding: 0 ${size === "lg" ? t.space.xl : t.space.lg};
  border-radius: ${t.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${size === "lg" ? t.fontSizes.md : t.fontSizes.sm};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease, transform 0.15s ease;
  /* One line wherever it fits; where its label is wider than its container (a 320 px screen in the wider
     fallback font, which a slow first visit keeps: fonts.css) it wraps instead of pushing the page sideways. */
  max-width: 100%;
  text-align: center;
  &:disabled,
  &[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.65;
  }
  ${
    variant === "primary" &&
    css`
    background: ${t.colors.primary};
    color: ${t.colors.white};
    &:hover:not(:disabled) {
      background: ${t.colors.primaryHover};
      color: ${t.colors.white};
    }
  `
  }
  ${
    variant === "secondary" &&
    css`
    background: ${t.colors.white};
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.primarySoft};
      color: ${t.colors.primaryHover};
    }
  `
  }
  ${
    variant === "ghost" &&
    css`
    background: transparent;
    color: ${t.colors.navy};
    &:hover:not(:disabled) {
      background: ${t.colors.surface};
      color: ${t.colors.navy};
    }
  `
  }
  ${
    variant === "onDark" &&
    css`
    background: ${t.colors.gold};
    color: ${t.colors.navyDeep};
    &:hover:not(:disabled) {
      background: #f6c76a;
      color: ${t.colors.navyDeep};
    }
  `
  }
`

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: "md" | "lg" }

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = "primary", size = "md", type = "button", ...rest }, ref) {
  return <button ref={ref} type={type} css={(t) => buttonStyles(t, variant, size)} {...rest} />
})

type ButtonLinkProps = React.ComponentProps<typeof SmartLink> & { variant?: ButtonVariant; size?: "md" | "lg" }

export function ButtonLink({ variant = "primary", size = "md", ...rest }: ButtonLinkProps) {
  return <SmartLink css={(t) => buttonStyles(t, variant, size)} {...rest} />
}
