// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { inRouter } from '../support/in-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProfileActivity } from '~/models/profile.server'
import { ProfileActivityLists } from '~/routes/profile/activity'

afterEach(cleanup)

const empty: ProfileActivity = { startups: [], programApplications: [], jobApplications: [], rsvps: [], bookings: [] }

const filled: ProfileActivity = {
  startups: [
    {
      id: 7,
      name: 'Kopi Cloud',
      description: null,
      sector: 'saas',
      location: 'Jakarta',
      stage: 'seed',
      teamSize: 4,
      foundingDate: null,
      logo: null,
      logoData: null,
      logoType: null,
      subscriptionActive: false,
    },
  ],
  programApplications: [
    {
      id: 1,
      cohortId: 3,
      status: 'approved',
      appliedAt: new Date('2026-10-01T00:00:00Z'),
      motivationLetter: 'Hi',
      applicationData: null,
      startupId: null,
      cohort: { name: 'Batch 7', program: 'accelerator', status: 'upcoming', startDate: '2027-01-01' },
    },
  ],
  jobApplications: [
    {
      id: 2,
      status: 'pending',
      appliedAt: new Date('2026-10-02T00:00:00Z'),
      job: { id: 11, title: 'Backend Engineer' },
      startup: { id: 7, name: 'Kopi Cloud' },
      href: '/jobs/11',
    },
  ],
  rsvps: [
    {
      id: 4,
      status: 'going',
      event: { id: 5, title: 'Founder Breakfast', startDate: new Date('2026-12-01T01:00:00Z'), location: 'Tokyo', isOnline: false },
    },
  ],
  bookings: [
    {
      id: 6,
      status: 'confirmed',
      paymentStatus: 'paid',
      startTime: new Date('2026-12-02T01:00:00Z'),
      endTime: new Date('2026-12-02T03:00:00Z'),
      totalAmount: '40.00',
      workspace: { id: 8, name: 'Hub Desk', location: 'Singapore' },
    },
  ],
}

function show(activity: ProfileActivity) {
  render(
    inRouter(<ProfileActivityLists activity={activity} />),
  )
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement

describe('the profile’s activity lists', () => {
  it('says each list is empty and links to where to start', () => {
    show(empty)
    for (const [title, text, link] of [
      ['My Startups', 'No startups yet', 'Create Startup'],
      ['Program Applications', 'No program applications yet', 'Browse programs'],
      ['Job Applications', 'No job applications yet', 'Find jobs'],
      ['Event RSVPs', 'No RSVPs yet', 'Find events'],
      ['Workspace Bookings', 'No bookings yet', 'Book a workspace'],
    ] as const) {
      expect(within(section(title)).getByText(text)).toBeTruthy()
      expect(within(section(title)).getByRole('link', { name: link })).toBeTruthy()
    }
  })

  it('links every entry to where it lives, with its status', () => {
    show(filled)
    expect(within(section('My Startups')).getByRole('link', { name: /Kopi Cloud/ }).getAttribute('href')).toBe('/startup/7')
    const program = within(section('Program Applications')).getByRole('link', { name: /Batch 7/ })
    expect(program.getAttribute('href')).toBe('/programs/3')
    expect(program.textContent).toContain('Accepted')
    expect(within(section('Job Applications')).getByRole('link', { name: /Backend Engineer/ }).getAttribute('href')).toBe('/jobs/11')
    expect(within(section('Event RSVPs')).getByRole('link', { name: /Founder Breakfast/ })).toBeTruthy()
    expect(within(section('Workspace Bookings')).getByRole('link', { name: /Hub Desk/ })).toBeTruthy()
  })
})
